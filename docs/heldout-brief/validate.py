# Format check for a writer's files (see README.md): counts, fields, JSON. Figures are checked by hand.
import json, sys
ok = True
for path in sys.argv[1:]:
    try:
        data = json.load(open(path))
    except Exception as e:
        print(path, 'not JSON:', e); ok = False; continue
    def bad(msg):
        global ok; ok = False; print(path, msg)
    if path.endswith('guard.json'):
        for key, n in (('claims', 60), ('disclaimers', 45)):
            items = data.get(key, [])
            if len(items) != n: bad(f'{key}: {len(items)} entries, want {n}')
            for i, item in enumerate(items):
                if set(item) != {'form', 'message'} or not all(isinstance(item[k], str) and item[k].strip() for k in item): bad(f'{key}[{i}]: want exactly form and message, non-empty strings')
        continue
    want = path.rsplit('/', 1)[-1][:-5]
    if data.get('scenarioId') != want: bad(f'scenarioId {data.get("scenarioId")!r}, want {want!r}')
    for key, fields in (('sound', {'style', 'hard', 'message'}), ('wrong', {'style', 'hard', 'flaw', 'message'})):
        items = data.get(key, [])
        if len(items) != 10: bad(f'{key}: {len(items)} entries, want 10')
        if sum(1 for item in items if item.get('hard') is True) != 5: bad(f'{key}: want exactly 5 hard')
        for i, item in enumerate(items):
            if set(item) != fields: bad(f'{key}[{i}]: fields {sorted(item)}, want {sorted(fields)}')
            elif not isinstance(item['hard'], bool) or not all(isinstance(item[k], str) and item[k].strip() for k in fields - {'hard'}): bad(f'{key}[{i}]: bad field types')
print('OK' if ok else 'FAILED')
