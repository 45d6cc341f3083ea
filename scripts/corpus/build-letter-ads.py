# Builds tests/fixtures/ai/letters/ads.json from the hand-written ads beside this script.
# Run: python3 scripts/corpus/build-letter-ads.py (never inside npm test).
import json, runpy, pathlib
here = pathlib.Path(__file__).parent
ads = []
for part in ['letter-ads.de-en.py', 'letter-ads.fr-es-it.py', 'letter-ads.pt-nl-pl.py']:
    ads += runpy.run_path(str(here / part))['ADS']
out = {
    '_about': 'Job ads for employer and role extraction (issue 16): at least 10 dev ads and 3 held-out ads per language, written by hand. Expected values are what a letter must address: the employer (never a region, procedure or department) and the position.',
    'ads': [
        {'id': f'{lang}-{split}-{i}', 'language': lang, 'split': split, 'jobDescription': text, 'expect': {'companyName': company, 'jobTitle': title}}
        for i, (lang, split, text, company, title) in enumerate(ads)
    ],
}
(here.parent.parent / 'tests/fixtures/ai/letters/ads.json').write_text(json.dumps(out, ensure_ascii=False, indent=2) + '\n')
print(len(ads), 'ads')
