"""Official Python client of the Health AI Consensus Service (standard library only, Python >= 3.9)."""

from ._generated import *  # noqa: F401,F403
from .client import HealthAiApiError, HealthAiClient

__all__ = ["HealthAiApiError", "HealthAiClient"]
