import type { RedFlag } from '../clinical/red-flags.ts';

/**
 * Critical imaging findings that need same-day action, after the ACR practice parameter for
 * communication of diagnostic imaging findings (non-routine, urgent communication) and the
 * "critical results" lists it draws on. Found in any image model's answer, they put urgent advice
 * first whatever the panel agreed.
 */
const ACR = {
  title: 'ACR–SPR–SIIM Practice Parameter for Communication of Diagnostic Imaging Findings',
  url: 'https://www.acr.org/-/media/ACR/Files/Practice-Parameters/CommunicationDiag.pdf',
};

const EMERGENCY_ADVICE =
  'An image model described a finding that can be life-threatening: call 911 (or your local emergency number) or go to an emergency department now, and have a clinician review the image.';

const RULES: ReadonlyArray<{ id: string; label: string; pattern: RegExp }> = [
  { id: 'imaging-pneumothorax', label: 'Pneumothorax', pattern: /\bpneumothora(?:x|ces)\b/ },
  {
    id: 'imaging-free-air',
    label: 'Free intraperitoneal air',
    pattern: /\b(?:free (?:intraperitoneal |abdominal )?air|pneumoperitoneum)\b/,
  },
  {
    id: 'imaging-intracranial-haemorrhage',
    label: 'Intracranial haemorrhage',
    pattern:
      /\b(?:intracranial (?:bleed|ha?emorrhage)|(?:subdural|epidural|extradural|subarachnoid|intraparenchymal|intracerebral) (?:ha?ematoma|ha?emorrhage|bleed))/,
  },
  {
    id: 'imaging-aortic-dissection',
    label: 'Aortic dissection',
    pattern: /\b(?:aortic dissection|dissection of the aorta)\b/,
  },
  {
    id: 'imaging-ruptured-aneurysm',
    label: 'Ruptured aortic aneurysm',
    pattern: /\brupture[d]? (?:abdominal )?aortic aneurysm\b/,
  },
  {
    id: 'imaging-large-effusion',
    label: 'Large pleural or pericardial effusion',
    pattern: /\b(?:large|massive|tension) (?:pleural |pericardial )?effusion\b|\bcardiac tamponade\b/,
  },
  {
    id: 'imaging-spine-fracture',
    label: 'Spinal fracture',
    pattern:
      /\b(?:(?:spin(?:e|al)|vertebral?|cervical|thoracic|lumbar) (?:body )?fracture|fracture of the (?:spine|vertebra))/,
  },
  {
    id: 'imaging-pulmonary-embolism',
    label: 'Pulmonary embolism',
    pattern: /\bpulmonary embol(?:ism|us|i)\b/,
  },
  {
    id: 'imaging-bowel-obstruction',
    label: 'Bowel obstruction',
    pattern: /\b(?:small |large )?bowel obstruction\b/,
  },
  {
    id: 'imaging-midline-shift',
    label: 'Midline shift or herniation',
    pattern: /\bmidline shift\b|\bherniation\b/,
  },
];

const NEGATION = /\b(?:no|not|without|negative for|absence of|free of|rule out|ruled out)\b[^.;]*$/;

/** The imaging red flags asserted (not negated, as in "no pneumothorax") in the texts. */
export const imagingRedFlags = (texts: readonly string[]): RedFlag[] => {
  const found = new Map<string, RedFlag>();
  for (const raw of texts) {
    const textLower = raw.toLowerCase();
    for (const rule of RULES) {
      if (found.has(rule.id)) continue;
      const global = new RegExp(rule.pattern.source, 'g');
      for (const match of textLower.matchAll(global)) {
        const before = textLower.slice(Math.max(0, match.index - 60), match.index);
        const clause = before.split(/[.;:\n]/).pop() ?? '';
        if (NEGATION.test(clause)) continue;
        found.set(rule.id, {
          id: rule.id,
          label: rule.label,
          urgency: 'emergency',
          advice: EMERGENCY_ADVICE,
          source: ACR,
        });
        break;
      }
    }
  }
  return [...found.values()];
};
