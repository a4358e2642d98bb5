import { render } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, CallError, type CreatedKey, type PortalKey, type SessionView } from './api.ts';
import { UsageChart } from './chart.tsx';
import { TERMS_VERSION } from './terms.ts';

const messageOf = (error: unknown): string => {
  if (error instanceof CallError) {
    const details = error.error.details.map((d) => d.message).join(' ');
    const wait = error.error.retryAfter ? ` Try again in ${error.error.retryAfter} s.` : '';
    return `${error.error.message}${details ? `: ${details}` : ''}${wait}`;
  }
  return error instanceof Error ? error.message : String(error);
};

const Alert = ({ text }: { text: string | undefined }) =>
  text ? (
    <p class="alert" role="alert">
      {text}
    </p>
  ) : null;

const Field = (props: {
  id: string;
  label: string;
  type?: string;
  value: string;
  onInput: (value: string) => void;
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  min?: number;
}) => (
  <div class="field">
    <label for={props.id}>{props.label}</label>
    <input
      id={props.id}
      name={props.id}
      type={props.type ?? 'text'}
      value={props.value}
      required={props.required}
      autocomplete={props.autocomplete}
      min={props.min}
      aria-describedby={props.hint ? `${props.id}-hint` : undefined}
      onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
    />
    {props.hint ? (
      <small id={`${props.id}-hint`} class="hint">
        {props.hint}
      </small>
    ) : null}
  </div>
);

/** The full secret, shown exactly once, with a copy button. */
const SecretOnce = ({ created, onDone }: { created: CreatedKey; onDone: () => void }) => {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="card secret" aria-labelledby="secret-title">
      <h2 id="secret-title" tabIndex={-1} ref={heading}>
        Your new key “{created.name}”
      </h2>
      <p>
        Copy it now: this is the only time the full key is shown. Store it as a secret; it cannot be shown
        again.
      </p>
      <code class="key" data-testid="secret-key">
        {created.key}
      </code>
      <div class="actions">
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(created.key).catch(() => undefined);
            setCopied(true);
          }}
        >
          Copy key
        </button>
        <button type="button" class="secondary" onClick={onDone}>
          I have stored it
        </button>
        <span role="status">{copied ? 'Copied to the clipboard' : ''}</span>
      </div>
    </section>
  );
};

const SignUp = ({ onSignedIn }: { onSignedIn: (s: SessionView, first: CreatedKey) => void }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [organization, setOrganization] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      class="card"
      aria-labelledby="signup-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!accepted) return setError('Accept the terms of service to create an account.');
        setBusy(true);
        setError(undefined);
        try {
          const created = await api.signUp({
            email,
            password,
            ...(name ? { name } : {}),
            ...(organization ? { organization } : {}),
            acceptTerms: TERMS_VERSION,
          });
          const session = await api.logIn(email, password);
          onSignedIn(session, created.apiKey);
        } catch (caught) {
          setError(messageOf(caught));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id="signup-title">Create an account</h2>
      <Alert text={error} />
      <Field
        id="signup-email"
        label="E-mail address"
        type="email"
        value={email}
        onInput={setEmail}
        required
        autocomplete="email"
      />
      <Field
        id="signup-password"
        label="Password"
        type="password"
        value={password}
        onInput={setPassword}
        required
        autocomplete="new-password"
        hint="At least 15 characters; a few unrelated words work well."
      />
      <Field
        id="signup-name"
        label="Your name (optional)"
        value={name}
        onInput={setName}
        autocomplete="name"
      />
      <Field
        id="signup-organization"
        label="Organization (optional)"
        value={organization}
        onInput={setOrganization}
        autocomplete="organization"
      />
      <div class="check">
        <input
          id="signup-terms"
          type="checkbox"
          checked={accepted}
          required
          onChange={(event) => setAccepted((event.currentTarget as HTMLInputElement).checked)}
        />
        <label for="signup-terms">
          I accept the{' '}
          <a href="terms.html" target="_blank" rel="noopener">
            terms of service
          </a>{' '}
          (version {TERMS_VERSION})
        </label>
      </div>
      <button type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create account'}
      </button>
    </form>
  );
};

const SignIn = ({ onSignedIn }: { onSignedIn: (s: SessionView) => void }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      class="card"
      aria-labelledby="signin-title"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(undefined);
        try {
          onSignedIn(await api.logIn(email, password));
        } catch (caught) {
          setError(messageOf(caught));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id="signin-title">Sign in</h2>
      <Alert text={error} />
      <Field
        id="signin-email"
        label="E-mail address"
        type="email"
        value={email}
        onInput={setEmail}
        required
        autocomplete="username"
      />
      <Field
        id="signin-password"
        label="Password"
        type="password"
        value={password}
        onInput={setPassword}
        required
        autocomplete="current-password"
      />
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
};

const Tier = ({ session }: { session: SessionView }) => (
  <section class="card" aria-labelledby="tier-title">
    <h2 id="tier-title">Your plan</h2>
    <dl class="facts">
      <dt>Tier</dt>
      <dd data-testid="tier-name">{session.tier.name}</dd>
      <dt>Daily limit (all keys together)</dt>
      <dd>{session.tier.dailyLimit} requests per UTC day</dd>
      <dt>Active keys</dt>
      <dd>at most {session.tier.maxActiveKeys}</dd>
      <dt>Endpoint groups</dt>
      <dd>{session.tier.groups.join(', ')}</dd>
    </dl>
  </section>
);

const CreateKey = ({
  session,
  onCreated,
}: {
  session: SessionView;
  onCreated: (key: CreatedKey) => void;
}) => {
  const [name, setName] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const [expiresIn, setExpiresIn] = useState('');
  const [dailyLimit, setDailyLimit] = useState('');
  const [error, setError] = useState<string>();
  const toggle = (group: string, on: boolean) =>
    setGroups((current) => (on ? [...current, group] : current.filter((g) => g !== group)));
  return (
    <form
      class="card"
      aria-labelledby="create-title"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        if (groups.length === 0) return setError('Choose at least one endpoint group.');
        try {
          const created = await api.createKey({
            name,
            permissions: groups,
            ...(expiresIn ? { expiresIn: Number(expiresIn) } : {}),
            ...(dailyLimit ? { dailyLimit: Number(dailyLimit) } : {}),
          });
          setName('');
          setGroups([]);
          setExpiresIn('');
          setDailyLimit('');
          onCreated(created);
        } catch (caught) {
          setError(messageOf(caught));
        }
      }}
    >
      <h2 id="create-title">Create a key</h2>
      <Alert text={error} />
      <Field id="key-name" label="Name" value={name} onInput={setName} required />
      <fieldset>
        <legend>Permissions: endpoint groups this key may call</legend>
        <div class="groups">
          {session.tier.groups.map((group) => (
            <div class="check" key={group}>
              <input
                id={`perm-${group}`}
                type="checkbox"
                checked={groups.includes(group)}
                onChange={(event) => toggle(group, (event.currentTarget as HTMLInputElement).checked)}
              />
              <label for={`perm-${group}`}>{group}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        id="key-expires"
        label="Expires after (days, optional)"
        type="number"
        min={1}
        value={expiresIn}
        onInput={setExpiresIn}
        hint="Leave empty for a key that does not expire."
      />
      <Field
        id="key-limit"
        label="Daily limit (optional)"
        type="number"
        min={1}
        value={dailyLimit}
        onInput={setDailyLimit}
        hint={`At most ${session.tier.dailyLimit}, your organization's limit.`}
      />
      <button type="submit">Create key</button>
    </form>
  );
};

const KeyRow = ({
  record,
  selected,
  onSelect,
  onChanged,
}: {
  record: PortalKey;
  selected: boolean;
  onSelect: () => void;
  onChanged: (message: string) => void;
}) => {
  const [limit, setLimit] = useState(String(record.dailyLimit));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const active = record.status === 'active';
  return (
    <tr data-key-id={record.id} class={selected ? 'selected' : ''}>
      <th scope="row">
        <button type="button" class="link" aria-pressed={selected} onClick={onSelect}>
          {record.name}
        </button>
        <br />
        <code>{record.prefix}…</code>
      </th>
      <td>{record.permissions.join(', ')}</td>
      <td>{record.status}</td>
      <td data-testid="today">{record.usage.today}</td>
      <td data-testid="remaining">{record.remainingToday}</td>
      <td>
        {active ? (
          <form
            class="inline"
            onSubmit={async (event) => {
              event.preventDefault();
              setError(undefined);
              try {
                await api.setLimit(record.id, Number(limit));
                onChanged(`The daily limit of ${record.name} is now ${limit}.`);
              } catch (caught) {
                setError(messageOf(caught));
              }
            }}
          >
            <label for={`limit-${record.id}`} class="visually-hidden">
              Daily limit of {record.name}
            </label>
            <input
              id={`limit-${record.id}`}
              type="number"
              min={1}
              value={limit}
              onInput={(event) => setLimit((event.currentTarget as HTMLInputElement).value)}
            />
            <button type="submit" class="secondary">
              Set limit
            </button>
            <Alert text={error} />
          </form>
        ) : (
          record.dailyLimit
        )}
      </td>
      <td>
        {active && !confirming ? (
          <button type="button" class="danger" onClick={() => setConfirming(true)}>
            Revoke
          </button>
        ) : null}
        {active && confirming ? (
          <fieldset class="confirm">
            <legend>Revoke {record.name}? It is refused from its next use on.</legend>
            <button
              type="button"
              class="danger"
              onClick={async () => {
                try {
                  await api.revoke(record.id);
                  onChanged(`${record.name} is revoked.`);
                } catch (caught) {
                  setError(messageOf(caught));
                }
              }}
            >
              Yes, revoke
            </button>{' '}
            <button type="button" class="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </fieldset>
        ) : null}
      </td>
    </tr>
  );
};

const Dashboard = ({
  session,
  firstKey,
  onSignedOut,
}: {
  session: SessionView;
  firstKey: CreatedKey | undefined;
  onSignedOut: () => void;
}) => {
  const [keys, setKeys] = useState<PortalKey[]>([]);
  const [selected, setSelected] = useState<string>();
  const [secret, setSecret] = useState<CreatedKey | undefined>(firstKey);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  const refresh = useCallback(async () => {
    try {
      const listed = await api.keys();
      setKeys(listed.keys.filter((k) => k.status === 'active'));
    } catch (caught) {
      if (caught instanceof CallError && caught.error.code === 'INVALID_AUTH') onSignedOut();
      else setError(messageOf(caught));
    }
  }, [onSignedOut]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const shown = keys.find((k) => k.id === selected) ?? keys[0];
  return (
    <>
      <header class="bar">
        <p>
          Signed in as <strong>{session.user.email}</strong> ({session.user.role}, {session.user.organization}
          )
        </p>
        <div class="actions">
          <button type="button" class="secondary" onClick={() => void refresh()}>
            Refresh
          </button>
          <button
            type="button"
            class="secondary"
            onClick={async () => {
              await api.logOut().catch(() => undefined);
              onSignedOut();
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      <p role="status" class="status">
        {status}
      </p>
      <Alert text={error} />
      {secret ? <SecretOnce created={secret} onDone={() => setSecret(undefined)} /> : null}
      <section class="card" aria-labelledby="keys-title">
        <h2 id="keys-title">Active keys</h2>
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Active API keys with today's usage and limits</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Permissions</th>
                <th scope="col">Status</th>
                <th scope="col">Today</th>
                <th scope="col">Remaining today</th>
                <th scope="col">Daily limit</th>
                <th scope="col">Revoke</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((record) => (
                <KeyRow
                  key={`${record.id}:${record.dailyLimit}`}
                  record={record}
                  selected={record.id === shown?.id}
                  onSelect={() => setSelected(record.id)}
                  onChanged={(message) => {
                    setStatus(message);
                    void refresh();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
        {shown ? (
          <>
            <h3>Usage of {shown.name}</h3>
            <UsageChart keyRecord={shown} />
          </>
        ) : (
          <p>No active keys.</p>
        )}
      </section>
      <CreateKey
        session={session}
        onCreated={(created) => {
          setSecret(created);
          setSelected(created.id);
          void refresh();
        }}
      />
      <Tier session={session} />
    </>
  );
};

const App = () => {
  const [session, setSession] = useState<SessionView | undefined | null>(undefined);
  const [firstKey, setFirstKey] = useState<CreatedKey>();
  const [mode, setMode] = useState<'signin' | 'signup'>(location.hash === '#signup' ? 'signup' : 'signin');
  useEffect(() => {
    api.session().then(setSession, () => setSession(null));
  }, []);
  const signedOut = useCallback(() => {
    setSession(null);
    setFirstKey(undefined);
    setMode('signin');
  }, []);
  if (session === undefined) return <p>Loading…</p>;
  if (session) return <Dashboard session={session} firstKey={firstKey} onSignedOut={signedOut} />;
  return (
    <>
      <nav aria-label="Account" class="tabs">
        <button type="button" aria-pressed={mode === 'signin'} onClick={() => setMode('signin')}>
          Sign in
        </button>
        <button type="button" aria-pressed={mode === 'signup'} onClick={() => setMode('signup')}>
          Create an account
        </button>
      </nav>
      {mode === 'signin' ? (
        <SignIn onSignedIn={setSession} />
      ) : (
        <SignUp
          onSignedIn={(s, first) => {
            setFirstKey(first);
            setSession(s);
          }}
        />
      )}
    </>
  );
};

const root = document.getElementById('app');
if (root) render(<App />, root);
