import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditTable, selfCareTable } from '../../../shared/clinical/red-flags/audit.ts';
import { FINDINGS } from '../../../shared/clinical/red-flags/findings.ts';
import { RULES } from '../../../shared/clinical/red-flags/rules/index.ts';
import { normalize } from '../../../shared/clinical/red-flags/text.ts';
import { detectRedFlags, urgentCareMessage } from '../../../shared/clinical/red-flags.ts';

const ids = (text: string, context = {}) => detectRedFlags(text, context).map((flag) => flag.id);

/** One text that must fire each rule, and the same complaint negated, which must not. */
const EXAMPLES: Record<
  string,
  { fires: string; context?: Parameters<typeof detectRedFlags>[1]; negated?: string }
> = {
  'suicidal-thoughts': { fires: 'I want to end my life', negated: 'no thoughts of suicide' },
  'overdose-poisoning': {
    fires: 'my toddler swallowed some bleach',
    negated: 'I think I have food poisoning',
  },
  'snake-bite': {
    fires: 'an adder bit my husband on the ankle on the moor',
    negated: 'we saw an adder on the moor but it did not bite anyone',
  },
  'child-swallowed-medicine': {
    fires: 'my 3 year old took 2 of my blood pressure tablets',
    negated: 'my 3 year old did not take any of my tablets',
    context: { age: 3 },
  },
  'abdominal-pain-fever': {
    fires: 'pain under my right ribs for 2 days and a temperature of 38.4',
    negated: 'pain under my right ribs for 2 days, no fever',
  },
  'diabetic-foot-infection': {
    fires: 'I am diabetic and the sore on my foot has gone red and hot',
    negated: 'I am diabetic, no sores on my feet',
  },
  'infant-poor-feeding': {
    fires: 'my baby is only taking half her usual bottles',
    context: { age: 0.4 },
  },
  'blood-streaked-sputum': {
    fires: 'streaks of blood in my phlegm this morning',
    negated: 'no blood in my phlegm',
  },
  'chest-pain': { fires: 'c/o substernal CP x 30 min', negated: 'denies CP' },
  'child-chest-pain': { fires: 'chest pain', context: { age: 8 } },
  // Round thirteen (helper Q).
  'possible-angina': {
    fires: 'I get a tight indigestion feeling in my throat when I walk up the hill, it goes if I rest',
    context: { age: 67 },
    negated: 'no indigestion or tightness when I walk up the hill',
  },
  'open-fracture': {
    fires: 'the bone is sticking out through the skin',
    negated: 'no bone sticking out through the skin',
  },
  'aortic-dissection': { fires: 'sudden tearing pain going through to my back' },
  // Round thirteen (helper P).
  'ruptured-aortic-aneurysm-signs': {
    fires: 'sudden severe pain in his lower back, then he collapsed',
    context: { age: 70 },
    negated: 'no back pain, he has not collapsed',
  },
  'acute-limb-ischaemia': {
    fires: 'my foot suddenly went white and cold and I cannot feel it',
    negated: 'my foot is not cold or pale',
  },
  'pulmonary-embolism': {
    fires: 'short of breath and a swollen painful calf after a long flight',
    negated: 'no shortness of breath, no calf swelling',
  },
  // Round thirteen (helper P).
  'pulmonary-embolism-fast-heart': {
    fires: 'back from Sydney 5 days ago, out of breath on the stairs and my heart is racing at rest',
    negated: 'back from Sydney 5 days ago, not breathless, no palpitations',
  },
  anaphylaxis: { fires: 'hives and wheezing after eating peanuts', negated: 'no lip or tongue swelling' },
  stridor: { fires: 'high-pitched noise when he breathes in and drooling, cannot swallow his saliva' },
  'severe-asthma': { fires: 'my inhaler is not helping and I cannot finish a sentence' },
  'severe-breathing': { fires: 'she is gasping and her lips are turning blue', negated: 'not gasping' },
  // Round fourteen (helper R).
  'infant-breathing-pause': {
    fires: 'my 6 week old stopped breathing for about 20 seconds and went dusky',
    context: { age: 0.12 },
    negated: 'no pauses in her breathing',
  },
  breathlessness: { fires: 'SOB on exertion', negated: 'denies SOB' },
  'parkinsons-medicine-missed': {
    fires: 'she has run out of her co-careldopa and is very stiff and freezing',
    negated: 'she has not missed any Sinemet, no stiffness or freezing',
  },
  'stoma-high-output-dehydration': {
    fires: 'my ileostomy output is watery and I am emptying the bag 12 times a day, so thirsty',
    negated: 'I have an ileostomy, output is normal, not thirsty, no dizziness',
  },
  'icd-shock': {
    fires: 'my ICD went off once this morning, I feel fine now',
    negated: 'my ICD has never gone off',
  },
  // Round sixteen (helper T).
  'icd-shock-emergency': {
    fires: 'I have an ICD and it has shocked me twice this morning',
    negated: 'I have an ICD, it has never shocked me',
  },
  'heart-failure-worsening': {
    fires: 'I have heart failure and have put on 2.5 kg in the last 3 days',
    negated: 'I have heart failure, no weight gain, no breathlessness lying flat',
  },
  'severe-bleeding': { fires: 'vomiting coffee grounds', negated: 'no black stools' },
  'stroke-signs': { fires: 'her face is drooping and her speech is slurred', negated: 'no facial droop' },
  // Round thirteen (helper P).
  'vertigo-stroke-signs': {
    fires: 'sudden vertigo and double vision, she keeps veering to the right',
    negated: 'vertigo when I turn in bed, no double vision, not veering',
  },
  'thunderclap-headache': {
    fires: 'sudden severe headache, worst of my life',
    negated: 'not the worst headache',
  },
  meningitis: {
    fires: 'fever and a purple rash that does not fade when pressed',
    negated: 'no rash, no fever',
  },
  sepsis: { fires: 'chest infection and now confused and breathing fast', negated: 'fever but not confused' },
  'status-epilepticus': { fires: 'seizure lasting more than 5 minutes' },
  'myasthenic-crisis': {
    fires: 'I have myasthenia and my breathing is getting weaker',
    negated: 'I have myasthenia, no trouble swallowing',
  },
  'unresponsive-or-seizure': { fires: 'he had a seizure', negated: 'no seizures' },
  'hard-to-wake': { fires: 'very sleepy and hard to wake up' },
  'unwell-child': { fires: 'my son has a fever and is floppy and listless' },
  // Round thirteen (helper Q).
  'febrile-child-amber': {
    fires: 'my toddler has a temperature of 38.5 and is just not herself, quiet and subdued',
    context: { age: 2 },
    negated: 'my toddler has a temperature of 38.5, not subdued, playing and her usual self',
  },
  'infant-fever': { fires: 'fever', context: { age: 0.1 } },
  'infant-high-fever': { fires: 'temperature 39.2 C', context: { age: 0.4 } },
  'acute-confusion': { fires: 'new confusion since this morning', negated: 'not confused' },
  // Round sixteen (helper T).
  'sudden-confusion': {
    fires:
      'nan has dementia but since lunch she is picking at the air and does not know she is in her own home',
    negated: 'she is not confused, no change since this morning',
  },
  'liver-disease-confusion': {
    fires: 'he has cirrhosis and has been very drowsy and muddled today',
    negated: 'I have cirrhosis, not confused or drowsy',
  },
  hypothermia: {
    fires: 'the heating broke overnight and Nan is ice cold to touch and mumbling',
    negated: 'she is not cold to touch and not drowsy',
  },
  'head-injury': { fires: 'fell and hit my head, I take warfarin', negated: 'no head injury' },
  // Round fourteen (helper S).
  'child-fall-head-signs': {
    fires: 'he fell off the top bunk and has been sick twice',
    context: { age: 6 },
    negated: 'he fell off the top bunk but has not been sick and is not drowsy',
  },
  'nonmobile-baby-head-injury': {
    fires: 'she is not crawling yet and has a boggy swelling on the back of her head',
    context: { age: 0.4 },
    negated: 'she is not crawling yet, no swelling on her head and no fall',
  },
  'nonmobile-baby-bruise': {
    fires: 'he cannot roll over yet and has a bruise on his cheek',
    context: { age: 0.3 },
    negated: 'he cannot roll over yet and has no bruises',
  },
  'ectopic-pregnancy': { fires: 'missed period, one-sided lower abdominal pain and shoulder tip pain' },
  'pre-eclampsia': { fires: 'blurred vision and a severe headache', context: { pregnant: true } },
  // Round thirteen (helper Q).
  'postnatal-severe-hypertension': {
    fires: 'day 5 after the birth, BP 164/112',
    negated: 'day 5 after the birth, BP 128/80, no headache',
  },
  'postnatal-hypertension': {
    fires: 'D6 post NVD, BP 152/100 on repeat',
    negated: 'D6 post NVD, BP 132/84',
  },
  'pregnancy-warning': { fires: 'leaking fluid', context: { pregnant: true } },
  'reduced-fetal-movement': { fires: 'the baby is moving less than usual', context: { pregnant: true } },
  'diabetes-raised-ketones': {
    fires: 'type 1 diabetes, my blood ketones are 1.2 today',
    negated: 'type 1 diabetes, ketones 0.2, feeling fine',
  },
  'back-pain-not-easing': {
    fires: 'lower back pain for 3 days and I cannot get comfortable in any position',
    negated: 'lower back pain, eases when I lie down and rest',
  },
  'early-pregnancy-pain': {
    fires: 'my period is two weeks late and I have cramps low in my belly',
    negated: 'my period is two weeks late, no pain at all',
  },
  'early-pregnancy-bleeding': {
    fires: 'positive pregnancy test last week and light brown spotting since this morning',
    negated: 'positive pregnancy test last week, no bleeding or spotting',
  },
  'pregnancy-fall': {
    fires: "I'm 27 weeks pregnant and slipped on ice this morning, landed on my side",
    negated: "I'm 27 weeks pregnant, I did not fall, just tired",
  },
  'pregnancy-headache-not-relieved': {
    fires: "30 weeks pregnant with a headache since yesterday and paracetamol isn't touching it",
    negated: '30 weeks pregnant, no headache, paracetamol not needed',
  },
  'embedded-fish-hook': {
    fires: 'got a barbed fish hook stuck in the pad of my thumb',
    negated: 'no fish hook in the skin, just a scratch from the line',
  },
  'fish-hook-eye': {
    fires: 'fishing hook caught in my eyelid, right next to my eye',
    negated: 'no fish hook in or near the eye, it went into my thumb',
  },
  'child-swallowed-object': {
    fires: 'my son swallowed a 5p coin an hour ago',
    negated: 'my son did not swallow the coin, we found it on the floor',
    context: { age: 3 },
  },
  'post-dural-puncture-headache': {
    fires: 'had an epidural 2 days ago and the headache is awful when I sit up, goes when I lie flat',
    negated: 'had an epidural 2 days ago, no headache at all',
  },
  'testicle-pain-young': {
    fires: 'my left testicle is suddenly swollen and sore',
    negated: 'no testicle pain or swelling',
    context: { age: 15, sex: 'male' },
  },
  'possible-bowel-obstruction': {
    fires: 'have not passed wind or pooed for two days and my tummy is swollen',
    negated: 'passing wind normally, tummy not swollen',
  },
  'neck-swelling-voice': {
    fires: 'the swelling has spread to his neck and his voice sounds muffled',
    negated: 'no swelling in his neck and his voice is normal',
  },
  'dental-abscess-spreading': {
    fires: 'tooth abscess and the swelling is spreading down into my neck',
    negated: 'toothache, no swelling of my face or neck',
  },
  'diabetic-foot-gangrene': {
    fires: 'I have diabetes and my big toe has gone black',
    negated: 'I have diabetes and my feet look normal',
  },
  'reduced-fetal-movement-lay': {
    fires: 'usually kicks all evening but tonight hardly any movement',
    negated: 'kicking away as usual, no change in movements',
    context: { pregnant: true },
  },
  'spreading-weakness': {
    fires: 'tingling and weakness in both legs creeping up to my knees',
    negated: 'no weakness in my legs',
  },
  'cauda-equina': {
    fires: 'back pain with numbness between my legs and I cannot pee',
    negated: 'back pain, no saddle numbness, no bladder problems',
  },
  'legs-weak-bladder': {
    fires: 'both my legs went numb this morning and I cannot pee',
    negated: 'my legs are not numb or weak and I can pee fine',
  },
  'testicular-torsion': { fires: 'sudden severe testicle pain' },
  'testicle-pain': { fires: 'aching testicle' },
  priapism: {
    fires: 'my erection will not go down, it has been 5 hours',
    negated: 'no erection lasting more than 4 hours',
  },
  paraphimosis: {
    fires: 'my foreskin is stuck back behind the tip and swelling',
    negated: 'I cannot pull my foreskin back, it is tight',
  },
  'dka-hhs': { fires: 'type 1 diabetic, vomiting, very thirsty, deep breathing' },
  'diabetic-hypoglycemia': { fires: 'shaky sweaty and confused after taking my insulin' },
  'diabetic-low-sugar-signs': { fires: 'on insulin and feeling shaky' },
  'diabetes-vomiting': { fires: 'type 1 diabetes and vomiting since last night' },
  // Round twelve (helper L).
  'persistent-hyperglycaemia': {
    fires: 'type 2 diabetes, my blood sugars have been 17 to 20 all week and I am so thirsty',
    negated: 'type 2 diabetes, sugars 6 to 8, not thirsty',
  },
  'missed-insulin-unwell': {
    fires: 'I ran out of insulin 2 days ago and now I keep vomiting',
    negated: 'I ran out of insulin yesterday, no vomiting, not drowsy',
  },
  // Round fourteen (helper R).
  'child-new-diabetes-dka': {
    fires: 'my daughter is always thirsty and weeing loads, and now she keeps being sick',
    context: { age: 9 },
    negated: 'my daughter is always thirsty and weeing loads, no vomiting, no tummy pain, not drowsy',
  },
  peritonitis: { fires: 'severe belly pain, abdomen rigid, fever' },
  'bowel-obstruction': { fires: 'vomiting, swollen belly and cannot pass gas' },
  // Round fourteen (helper R).
  'child-intussusception': {
    fires: 'my toddler screams in bouts every 15 minutes and goes pale in between',
    context: { age: 1.5 },
    negated: 'no screaming in bouts, not pale, no blood or mucus in his poo',
  },
  'child-jelly-stool': {
    fires: 'her nappy had a poo like redcurrant jelly this morning',
    context: { age: 0.8 },
    negated: 'no redcurrant jelly poo, no blood or mucus in her nappy',
  },
  appendicitis: { fires: 'pain moved from my belly button to the lower right side', negated: 'no RLQ pain' },
  'severe-abdominal-pain': { fires: 'excruciating stomach pain' },
  'heat-stroke': { fires: 'signs of heat stroke', negated: 'it was not heat stroke' },
  'sudden-vision-loss': { fires: 'suddenly lost vision in my left eye', negated: 'no vision loss' },
  'angle-closure-glaucoma': { fires: 'painful red eye with halos around lights and vomiting' },
  'flashes-floaters': { fires: 'new flashes and floaters in my right eye' },
  'severe-dehydration': { fires: 'has not peed for 12 hours', negated: 'no sunken eyes' },
  // Round fourteen (helper S).
  'young-child-dehydration': {
    fires: 'only one damp nappy since breakfast and her lips look dry',
    context: { age: 1.5 },
    negated: 'plenty of wet nappies and her lips are not dry',
  },
  'older-not-drinking': {
    fires: 'mum has dementia and has stopped eating and drinking',
    context: { age: 86 },
    negated: 'mum has not stopped eating and drinking',
  },
  // Round thirteen (helper Q).
  'sick-day-medicines-dehydration': {
    fires: 'diarrhoea for 2 days, on ramipril and furosemide, dizzy when he stands up',
    context: { age: 79 },
    negated: 'diarrhoea for 2 days, on ramipril, not dizzy when he stands up, weeing normally',
  },
  'exertional-fainting': { fires: 'fainted while running' },
  'dehydration-shock': { fires: 'no wet nappies today, very sleepy and floppy, cold mottled skin' },
  'pregnancy-bleeding': { fires: 'light bleeding', context: { pregnant: true } },
  // Round seventeen (helper X).
  'pregnancy-spotting': {
    fires: 'a little pink blood on the paper when I wipe',
    context: { pregnant: true },
    negated: 'no blood on the paper when I wipe',
  },
  'pregnancy-bleeding-dizzy': {
    fires: 'bleeding since this morning and the room is spinning',
    context: { pregnant: true },
    negated: 'bleeding since this morning, not dizzy',
  },
  'pregnancy-infection-exposure': { fires: 'exposed to chickenpox', context: { pregnant: true } },
  'urinary-retention': { fires: 'it stings and I cannot pee much' },
  'blocked-catheter': {
    fires: "dad's catheter has stopped draining",
    negated: 'his catheter is not blocked',
  },
  'acute-urinary-retention': {
    fires: 'I cannot pee at all since last night',
    negated: 'weak stream and dribbling, no trouble starting',
  },
  'long-lie-after-fall': {
    fires: 'mum had a fall and we cannot get her up off the floor',
    negated: 'I had a fall but got up off the floor fine',
  },
  'possible-fracture': { fires: 'fell off my bike and cannot bear weight on my ankle' },
  'achilles-rupture': {
    fires: 'playing squash it felt like someone kicked me in the back of the heel',
    negated: 'sore heel after running, no pop, no gap, can stand on tiptoe',
  },
  'dislocated-joint': {
    fires: 'my shoulder popped out and will not go back in',
    negated: 'my shoulder is sore but has not popped out',
  },
  'acute-joint-injury': {
    fires: 'heard a pop in my knee at netball and it swelled up within an hour',
    negated: 'heard a pop in my knee at netball, no swelling and walking fine',
  },
  'possible-wrist-fracture': {
    fires: 'slipped on the stairs onto my outstretched hand and my wrist is swollen',
    negated: 'slipped onto my outstretched hand, wrist not swollen or bruised',
  },
  'spreading-infection': { fires: 'the redness is spreading up my arm' },
  'spreading-infection-signs': {
    fires:
      'tick bite on my leg, a red ring with a paler centre getting bigger!\nThe skin is hot and oozing pus',
    negated: 'tick bite on my leg, a red ring with a paler centre getting bigger, not hot or swollen',
  },
  'animal-bite': { fires: 'dog bite on my hand' },
  'rabies-exposure': {
    fires: 'scratched by a monkey in Bali last week',
    negated: 'in Bali a monkey came close but did not scratch or bite me',
  },
  'needlestick-injury': {
    fires: 'needlestick injury from a used needle at work',
    negated: 'pricked my finger on a needle at work, it was unused and sterile',
  },
  'wound-needs-closure': { fires: 'deep gaping cut on my forearm' },
  'eye-injury': { fires: 'poked myself in the eye with a branch' },
  'eye-injury-serious': {
    fires: 'hit in the eye with a squash ball, now blood in the front of my eye',
    negated: 'hit in the eye with a ball, no blood in the eye',
  },
  'shingles-eye': { fires: 'shingles blisters on my forehead near my eye' },
  'renal-colic': { fires: 'severe flank pain that comes in waves' },
  'kidney-infection': { fires: 'loin pain with a fever' },
  // Round thirteen (helper Q).
  'kidney-infection-signs': {
    fires: 'it burns when I pass water and I have an ache in my right side going round to my back',
    negated: 'it burns when I pass water, no pain in my side or back, not shivery',
  },
  croup: { fires: 'barking cough', context: { age: 2 } },
  'croup-stridor-at-rest': {
    fires: 'barking cough and a noise when breathing in even when resting',
    negated: 'barking cough, no noisy breathing at rest',
    context: { age: 2 },
  },
  'fever-after-travel': { fires: 'fever after I came back from Nigeria' },
  'asthma-worsening': { fires: 'needs her inhaler every 4 hours, asthma getting worse' },
  'sudden-hearing-loss': { fires: 'sudden hearing loss in my right ear' },
  'scarlet-fever': { fires: 'sandpaper rash and a strawberry tongue' },
  'pregnancy-heavy-bleeding': {
    fires: 'bleeding heavily and soaking through pads',
    context: { pregnant: true },
    negated: 'no heavy bleeding, no clots',
  },
  'giant-cell-arteritis': {
    fires: 'headache with jaw pain when chewing and a tender scalp',
    context: { age: 72 },
    negated: 'no jaw pain when chewing, no scalp tenderness',
  },
  'reye-aspirin': {
    fires: 'can I give aspirin for the flu?',
    context: { age: 5 },
    negated: 'my 8 year old has the flu, no aspirin',
  },
  'pleuritic-chest-infection': {
    fires: 'productive cough, fever and sharp chest pain when I breathe in',
    context: { age: 40 },
    negated: 'productive cough, no fever, no chest pain',
  },
  'covid-highest-risk': {
    fires: 'I had a kidney transplant and tested positive for covid today',
    negated: 'I had a kidney transplant, covid test negative',
  },
  'cf-exacerbation': {
    fires: 'I have cystic fibrosis and my phlegm has turned green',
    negated: 'I have cystic fibrosis, no change in my phlegm',
  },
  'neutropenic-sepsis': {
    fires: 'on chemo for breast cancer, now shivering with a temperature of 38.4',
    negated: 'on chemo, no fever',
  },
  // Round thirteen (helper P).
  'sepsis-signs-without-fever': {
    fires: 'on methotrexate, no fever but my knees have gone purple and blotchy',
    negated: 'on methotrexate, no blotchy skin, no confusion',
  },
  'dental-abscess-airway': {
    fires: 'dental abscess and now I can hardly swallow',
    negated: 'toothache, no trouble swallowing or breathing',
  },
  'dental-abscess': {
    fires: 'toothache and my cheek is swollen',
    negated: 'toothache but no swelling of my face',
  },
  'throat-object-stuck': {
    fires: 'a fish bone is stuck in my throat',
    negated: 'no fish bone stuck in my throat',
  },
  'swallowing-sore-throat': {
    fires: 'sore throat, worse on one side, cannot open my mouth properly',
    negated: 'sore throat, no trouble swallowing',
  },
  'urgent-red-eye': {
    fires: 'my eye is red and I wear contact lenses',
    negated: 'sticky eye, conjunctivitis, no pain, vision fine',
  },
  'ear-infection-fever': {
    fires: 'earache and a temperature of 39.5',
    negated: 'earache, no swelling behind the ear',
  },
  'child-ear-infection-fever': { fires: 'my son has earache and a fever', context: { age: 4 } },
  'uti-with-fever': {
    fires: 'it burns when I wee and I have a fever',
    negated: 'no burning when I pee, no fever',
  },
  'uti-man': {
    fires: 'my wee burns like fire',
    context: { sex: 'male', age: 45 },
    negated: 'no stinging when I pee',
  },
  'uti-pregnancy': { fires: 'stinging when I pee', context: { pregnant: true } },
  'uti-child': { fires: 'she says it hurts when she wees', context: { age: 6 } },
  'possible-dvt': {
    fires: 'my left calf is hot, swollen and painful',
    negated: 'no calf swelling or pain',
  },
  'wound-infection': {
    fires: 'the cut on my leg is oozing pus and getting more painful',
    negated: 'small cut, no pus',
  },
  'allergic-reaction-spreading': {
    fires: 'hives spreading all over my body after a new antibiotic, breathing fine',
    negated: 'no hives, no swelling',
  },
  'serious-burn': {
    fires: 'burnt my hand on the oven and it has blistered',
    negated: 'burnt my finger on the oven, no blisters',
  },
  'child-burn': { fires: 'he pulled a cup of hot tea over himself', context: { age: 3 } },
  'child-serious-burn': {
    fires: 'she tipped a pan of hot soup over her leg, the scald is larger than her palm',
    context: { age: 3 },
    negated: 'she touched the iron, a small red mark on one finger, not bigger than her hand',
  },
  // Round fourteen (helper S).
  'child-blistered-burn-hand-face': {
    fires: 'he touched the oven door and has a big blister on his palm',
    context: { age: 3 },
    negated: 'he touched the oven door, a red mark on his palm, no blisters',
  },
  'chemical-eye-injury': {
    fires: 'a drop of caustic soda went in my left eye',
    negated: 'no caustic soda went in my eye, I was wearing goggles',
  },
  'inr-very-high': {
    fires: 'the anticoagulation nurse rang, my INR is 9.4',
    negated: 'my INR was 2.6 at the clinic today',
  },
  'hot-joint-fever': {
    fires: 'hot, swollen, red knee and a fever',
    negated: 'no swollen joints, no fever',
  },
  mastitis: {
    fires: 'breastfeeding, my left breast is red and hot and I have a fever',
    negated: 'breastfeeding well, no breast pain',
  },
  jaundice: { fires: 'the whites of my eyes have gone yellow', negated: 'no yellowing of the skin or eyes' },
  'parkinsons-missed-emergency': {
    fires: "dad has Parkinson's, missed his Sinemet and now he cannot swallow at all",
    negated: "dad has Parkinson's, he has not missed any Sinemet and swallows fine",
  },
  'heart-failure-breathless-at-rest': {
    fires: 'I have heart failure and I am breathless at rest',
    negated: 'I have heart failure, not breathless at rest, fine sitting still',
  },
  'cancer-treatment-diarrhoea-severe': {
    fires: 'on capecitabine, diarrhoea 8 times today and I cannot keep fluids down',
    negated: 'on capecitabine, no diarrhoea, keeping fluids down',
  },
  'chemotherapy-shivery-or-temperature': {
    fires: 'had chemo last week and now my temperature is 37.8',
    negated: 'had chemo last week, no temperature, not shivery',
  },
  'stoma-high-output-severe': {
    fires: 'my ileostomy output is high and watery and I cannot keep fluids down',
    negated: 'my ileostomy output is normal, keeping fluids down fine',
  },
  'infant-jaundice-pale-stools': {
    fires: 'my 4 week old still looks yellow and his poo is pale and chalky',
    context: { age: 0.08 },
    negated: 'my 4 week old is still yellow but his poo is not pale, it is yellow and mustardy',
  },
  'child-leukaemia-signs': {
    fires: 'she has lots of bruises for no reason and has been very pale and tired',
    context: { age: 7 },
    negated: 'no bruises, not pale, not tired',
  },
  'emergency-contraception': {
    fires: 'the condom split last night',
    negated: 'the condom did not split, I just want advice on the pill',
  },
  // Round seventeen (helper X).
  'hiv-pep-window': {
    fires: 'the condom split last night with a casual partner, worried about HIV',
    negated: 'the condom did not split last night, worried about HIV',
  },
  'foreign-body-ear-nose': { fires: 'my toddler pushed a bead up his nose' },
  'button-battery-ear-nose': {
    fires: 'my toddler pushed a button battery up his nose',
    negated: 'my toddler pushed a bead up his nose, no batteries missing',
  },
  // Round fourteen (helper S).
  'button-battery-missing-child': {
    fires: 'the back came off the remote and the button battery is missing',
    context: { age: 2 },
    negated: 'the back came off the remote but the battery is not missing',
  },
  'persistent-vomiting': { fires: 'vomiting for 3 days', negated: 'no vomiting for 3 days' },
  'persistent-diarrhea': { fires: 'diarrhea for 10 days', negated: 'no diarrhea for 10 days' },
  'bloody-diarrhea': { fires: 'diarrhoea with blood in it', negated: 'diarrhea, no blood in the stool' },
  'acute-severe-colitis': {
    fires: "my Crohn's is flaring, 10 bloody stools a day and a fever",
    negated: 'ulcerative colitis, 10 bloody stools a day, no fever',
  },
  'ibd-severe-flare': {
    fires: 'UC flare, 8 bloody poos a day',
    negated: 'ulcerative colitis, no bloody stools',
  },
  'child-long-fever': { fires: 'fever for 6 days', context: { age: 2 } },
  'kawasaki-signs': {
    fires: 'fever for 6 days, red eyes and cracked red lips',
    negated: 'fever for 6 days, no red eyes',
    context: { age: 3 },
  },
  'nosebleed-not-stopping': {
    fires: 'nosebleed for 20 minutes that will not stop',
    negated: 'nosebleed that stopped after 5 minutes of pinching',
  },
  'orbital-cellulitis-signs': {
    fires: 'sinusitis and now double vision',
    negated: 'sinusitis, no double vision',
  },
  'periorbital-swelling': {
    fires: 'sinus pain and the skin around my eye is swollen',
    negated: 'sinus pain, nothing swollen',
  },
  'newborn-red-eye': { fires: 'sticky eyes', context: { age: 0.04 } },
  'eczema-herpeticum': {
    fires: 'eczema with clusters of painful blisters',
    negated: 'eczema, dry and itchy',
  },
  'boil-with-fever': { fires: 'a boil on my thigh and a fever', negated: 'a boil on my thigh, no fever' },
  'perianal-abscess-fever': {
    fires: 'a painful lump next to my anus and a fever',
    negated: 'a painful lump next to my anus, no fever',
  },
  'neck-injury-dangerous-mechanism': {
    fires: 'fell off a ladder this morning and my neck is really sore',
    negated: 'fell off a ladder this morning, no neck pain',
  },
  'spinal-injury-legs': {
    fires: 'fell off the garage roof and cannot move my legs',
    negated: 'fell off the garage roof, no numbness in my legs, can move them fine',
  },
  'compartment-syndrome': {
    fires: 'broke my arm yesterday and the pain is getting worse in my cast',
    negated: 'broke my arm yesterday, the cast is comfortable and there is no pain',
  },
  'crush-injury-circulation': {
    fires: 'my thumb was crushed in a car door and it has gone white and numb',
    negated: 'my thumb was crushed in a car door, not numb and a normal colour',
  },
  'child-abnormal-cry': {
    fires: 'my baby has a high-pitched cry',
    context: { age: 0.4 },
    negated: 'my baby does not have a high-pitched cry',
  },
  'child-abnormal-cry-unwell': {
    fires: 'my baby has a high-pitched cry and a temperature of 38.6',
    context: { age: 0.4 },
    negated: 'my baby has a temperature of 38.6, no high-pitched cry',
  },
  'possible-dvt-lay': {
    fires: 'my calf went rock hard after my long flight',
    negated: 'my calf is not hard after my long flight',
  },
  'possible-dvt-clot-risk': {
    fires: 'knee replacement 3 weeks ago, calf swollen and tender',
    negated: 'knee replacement 3 weeks ago, no swelling or pain in my calf',
  },
  'clot-signs-breathless': {
    fires: 'my calf went rock hard after my long flight and I am short of breath',
    negated: 'my calf is not hard after my long flight and I am not short of breath',
  },
  'orbital-cellulitis-vision': {
    fires: 'I had a stye and now my eyelid is swollen and my vision is blurred',
    negated: 'I had a stye and now my eyelid is swollen, no blurred vision',
  },
  'child-periorbital-cellulitis': {
    fires: 'my son has a swollen eyelid and a temperature of 38.5',
    context: { age: 4 },
    negated: 'my son has a temperature of 38.5, his eyelid is not swollen',
  },
  'neck-injury-nerves': {
    fires: 'car crash, my neck hurts and my arms are tingling',
    negated: 'car crash, my neck hurts, no tingling',
  },
  'sudden-breathlessness': {
    fires: 'out of nowhere I became breathless and clammy',
    negated: 'not breathless, not clammy',
  },
  'infant-fever-danger': { fires: 'temperature of 38.3 and she has gone very sleepy', context: { age: 0.1 } },
  // Round fourteen (helper R).
  'young-infant-fever-red': {
    fires: 'temperature of 38.4 and he is only taking half his usual feeds',
    context: { age: 0.08 },
    negated: 'temperature of 38.4 but feeding well, not sleepy, plenty of wet nappies',
  },
  'floppy-or-very-sleepy-baby': {
    fires: "sunburn on my 8 month old, he's floppy and hot",
    negated: 'my 8 month old is not floppy or sleepy, just a bit pink from the sun',
  },
  'child-limp': { fires: 'she refuses to walk and keeps crying', context: { age: 3 } },
  'limp-with-fever': {
    fires: 'he has a limp and a fever',
    negated: 'he has a limp, no fever',
  },
  'child-fever-rash': { fires: 'high fever and a rash on his back', context: { age: 5 } },
  'tetanus-prone-wound': {
    fires: 'stood on a rusty nail in the allotment and it went through my boot',
    negated: 'small clean cut, no rust, no soil',
  },
  // A yellow flame is one of `carbon-monoxide-clues`'s clues, which supersedes this rule at the same level.
  'carbon-monoxide': {
    fires: 'our carbon monoxide alarm went off and now I have a headache and feel sick',
    negated: 'our carbon monoxide alarm went off, no headache, not sick',
  },
  'high-altitude-oedema': {
    fires: 'we are trekking at 4500 m and my friend is walking like he is drunk',
    negated: 'we are trekking at 4500 m, no confusion, not drowsy',
  },
  'decompression-sickness': {
    fires: 'did two scuba dives this morning and now my elbow aches and my fingers are tingling',
    negated: 'did two scuba dives this morning, no aches and no tingling',
  },
  'carbon-monoxide-severe': {
    fires: 'we all have headaches and the gas heater has an orange flame, and now dad is confused',
    negated: 'we all have headaches and the gas heater has an orange flame, dad is not confused',
  },
  'carbon-monoxide-clues': {
    fires: 'headaches that go away when I am at work. There is a gas boiler in the flat.',
    negated: 'headaches that do not go away at work. There is a gas boiler in the flat.',
  },
  'pregnancy-itching': { fires: 'my palms are itching like mad', context: { pregnant: true } },
  'drowsy-poor-circulation': {
    fires: 'he is very drowsy and his skin looks mottled',
    negated: 'not drowsy, skin is not mottled',
  },
  'older-adult-decline': { fires: 'grandad has gone off his legs since yesterday', context: { age: 88 } },
  'bleeding-with-shock': {
    fires: 'blood coming from my back passage and I keep fainting',
    negated: 'no bleeding from my back passage, not fainting',
  },
  'sudden-severe-abdominal-pain': {
    fires: 'all of a sudden an excruciating pain in my stomach',
    negated: 'no sudden severe stomach pain',
  },
  'irreducible-hernia': {
    fires: 'my hernia popped out this morning and I cannot push it back in',
    negated: 'no hernia or lump in the groin',
  },
  // Round fourteen (helper R).
  'hernia-stuck-or-sick': {
    fires: 'my baby has a hernia in his groin. Today it is hard and red.',
    negated: 'no hernia or lump in the groin, not hard or red',
  },
  shingles: {
    fires: 'a burning rash in a band on one side of my back',
    negated: 'it is not shingles',
  },
  'extra-dose': {
    fires: 'I doubled my rivaroxaban dose this morning without thinking',
    negated: 'I did not take an extra dose of my rivaroxaban',
  },
  // Round twelve (helper L).
  'paracetamol-staggered-overdose': {
    fires: 'I have been taking 10 paracetamol a day for my toothache',
    negated: 'I have not been taking 10 paracetamol a day',
  },
  'medicines-mix-up-overdose': {
    fires: "gran's dosette got muddled and she took Monday to Thursday's tablets at once",
    negated: "gran has not taken a week's worth of tablets in one go",
  },
  'slow-breathing-drowsy': {
    fires: 'he is very sleepy and his breathing is slow',
    negated: 'he is not sleepy and his breathing is not slow',
  },
  // Round seven (same-day, sixth probes).
  'psychosis-or-mania': {
    fires: 'my brother is convinced the people next door are spying on him and he hears voices',
    negated: 'no hallucinations, no paranoid thoughts, not manic',
  },
  'harm-to-others-thoughts': {
    fires: 'I keep having thoughts of killing my husband',
    negated: 'no thoughts of harming others',
  },
  'domestic-abuse-immediate-danger': {
    fires: "my ex said he will kill me and he's outside now",
  },
  'domestic-abuse-danger': {
    fires: "my partner hits me and I'm scared to go home",
    negated: 'my partner has never hit me',
  },
  'sexual-assault': { fires: 'I was raped last night', negated: 'I was not raped' },
  'psychosis-risk-of-harm': {
    fires: 'I am hearing voices telling me to hurt people',
    negated: 'no voices telling me to hurt anyone',
  },
  // Round seventeen (helper X).
  'psychosis-danger-to-others': {
    fires: 'he is hearing voices and is waving a knife at the neighbours',
    negated: 'he is hearing voices but is not holding a knife or threatening anyone',
  },
  'postpartum-psychosis': {
    fires: 'I had my baby 2 weeks ago and I am hearing voices',
    negated: 'I had my baby 2 weeks ago, no hallucinations',
  },
  'thoughts-of-harming-baby': {
    fires: 'I keep having thoughts of hurting my baby',
    negated: 'I had my baby 2 weeks ago, no thoughts of hurting her',
  },
  'sunburn-unwell': {
    fires: 'bad sunburn after the beach, now I feel dizzy and sick',
    negated: 'sunburn on my shoulders, no chills, not dizzy and not sick',
  },
  'fast-irregular-heartbeat': {
    fires: 'palpitations for 5 hours, pulse 124 and irregular',
    negated: 'pulse 125 after my run, no palpitations or irregular beats',
  },
  'broken-nose': {
    fires: 'got punched and my nose is bent to one side',
    negated: 'got punched on the arm, nose not broken or bent',
  },
  'alcohol-withdrawal-severe': {
    fires: 'stopped drinking 2 days ago and now seeing things',
    negated: 'stopped drinking 2 days ago, not seeing things',
  },
  'eating-disorder-collapse': {
    fires: 'I am anorexic and I keep fainting',
    negated: 'I am anorexic, no fainting',
  },
  'eating-disorder-physical': {
    fires: 'I have anorexia and feel dizzy',
    negated: 'I have anorexia, not dizzy',
  },
  'mental-health-crisis': {
    fires: 'I am at breaking point, anxious and crying every day',
    negated: 'a bit anxious about exams but coping fine',
  },
  'anticoagulant-bleeding': {
    fires: 'on apixaban and my gums keep bleeding when I brush',
    negated: 'on apixaban, no bruising, no bleeding gums, no blood in my pee',
  },
  // Round twelve (helper L).
  'anticoagulant-excess-drowsy': {
    fires: 'mum took double her warfarin and now she is drowsy',
    negated: 'mum took double her warfarin, she is not drowsy or confused',
  },
  'statin-muscle-symptoms': {
    fires: 'started simvastatin last month and now my muscles ache all over',
    negated: 'on simvastatin, no muscle aches or weakness',
  },
  'facial-palsy': {
    fires: 'I cannot close my left eye and the left side of my face has dropped',
    negated: 'no facial weakness, no drooping',
  },
  'flu-older': {
    fires: 'I think I have flu, aching all over with a temperature',
    context: { age: 78 },
    negated: 'no flu symptoms, no fever, no aches',
  },
  'flu-long-term-condition': {
    fires: 'I have type 2 diabetes and have come down with flu, feverish and aching all over',
    negated: 'I have diabetes, no flu, no fever',
  },
  'chest-infection-older': {
    fires: 'coughing up green phlegm with a temperature of 38.3',
    context: { age: 80 },
    negated: 'no cough, no phlegm, no fever',
  },
  'child-diabetes-signs': {
    fires: 'my son is thirsty all the time and peeing loads',
    context: { age: 9 },
    negated: 'my son is not thirsty and is not peeing more than usual',
  },
  hyperemesis: {
    fires: 'I am 8 weeks pregnant and cannot keep even water down',
    negated: 'I am 8 weeks pregnant, no vomiting, keeping food and drink down',
  },
  'chickenpox-infected': {
    fires: 'chickenpox and the skin around the spots has gone red and hot',
    negated: 'chickenpox, the skin around the spots is not red or hot',
  },
  'chickenpox-fever-returned': {
    fires: 'chickenpox for 5 days and now his temperature has come back',
    negated: 'chickenpox for 5 days, his temperature has not come back',
  },
  'sickle-cell-crisis': {
    fires: 'sickle cell crisis, pain 9/10, codeine not working',
    negated: 'I have sickle cell disease, no fever',
  },
  // Round twelve (helper L).
  'sickle-cell-child-sequestration': {
    fires: 'my son has sickle cell and his tummy is swollen',
    context: { age: 4 },
    negated: 'my son has sickle cell, his tummy is not swollen and he is not pale',
  },
  'adrenal-crisis-risk': {
    fires: "I have Addison's and I have been vomiting since this morning",
    negated: "I have Addison's, no vomiting and keeping my tablets down",
  },
  'steroid-stopped-suddenly': {
    fires: 'on prednisolone for 2 years, stopped it suddenly last week, now dizzy and exhausted',
    negated: 'on prednisolone for 2 years, still taking it, no dizziness',
  },
  'adrenal-insufficiency-diarrhoea': {
    fires: 'steroid-dependent after pituitary surgery and I have diarrhoea',
    negated: 'steroid-dependent after pituitary surgery, no diarrhoea',
  },
  'agranulocytosis-risk': {
    fires: 'I take carbimazole and I have a sore throat',
    negated: 'I take carbimazole, no sore throat or fever',
  },
  'immunotherapy-diarrhoea': {
    fires: 'I am on nivolumab and have had loose stools since yesterday',
    negated: 'I am on nivolumab, no diarrhoea',
  },
  'chemotherapy-diarrhoea': {
    fires: 'on capecitabine, diarrhoea 5 times today',
    negated: 'on capecitabine, no diarrhoea',
  },
  'clozapine-constipation': {
    fires: 'I take clozapine and have been constipated for 3 days',
    negated: 'I take clozapine, no constipation',
  },
  'lithium-toxicity': {
    fires: 'on lithium and I have been vomiting all night',
    negated: 'on lithium, not vomiting',
  },
  'lithium-toxicity-severe': {
    fires: 'on lithium, being sick and now unsteady on my feet',
    negated: 'on lithium, not sick and not unsteady',
  },
  'digoxin-toxicity': {
    fires: 'my grandad takes digoxin and everything looks yellow',
    negated: 'my grandad takes digoxin, no change in his vision',
  },
  'digoxin-toxicity-severe': {
    fires: 'my mum is on digoxin, vomiting and confused, her pulse is 40',
    negated: 'my mum is on digoxin, not vomiting and not confused',
  },
  // Round twelve (helper L).
  'digoxin-fainting-or-yellow-vision': {
    fires: 'my dad is on digoxin and fainted this morning',
    negated: 'my dad is on digoxin, he has not fainted and is not vomiting',
  },
  'new-medicine-severe-rash-risk': {
    fires: 'I started allopurinol 3 weeks ago and now have a rash all over my body',
    negated: 'I started allopurinol 3 weeks ago, no rash',
  },
  'drug-rash-with-fever': {
    fires: 'started carbamazepine last month, now a rash and a fever',
    negated: 'on carbamazepine, no rash and no fever',
  },
  'severe-drug-rash': {
    fires: 'two weeks after starting lamotrigine I have a rash and blisters in my mouth',
    negated: 'started lamotrigine two weeks ago, no rash and no blisters in my mouth',
  },
  erythroderma: {
    fires: 'my skin has gone red all over and I feel shivery',
    negated: 'my skin is not red all over and I do not feel shivery',
  },
  'stoma-blockage': {
    fires: 'my ileostomy has stopped working and I keep vomiting',
    negated: 'my ileostomy is working and I have not been vomiting',
  },
  'stoma-not-working': {
    fires: 'my colostomy has not worked since yesterday and I feel sick',
    negated: 'my colostomy is working well and I do not feel sick',
  },
  'stoma-dark': {
    fires: 'my stoma has turned dark purple and black',
    negated: 'my stoma is not dark or black, it is a healthy red',
  },
  'broken-big-toe': {
    fires: 'kicked the door and hurt my big toe, it is swollen and bruised',
    negated: 'did not hurt my big toe',
  },
  'serotonin-syndrome': {
    fires: 'on sertraline and tramadol, my legs keep jerking and I am sweating buckets',
    negated: 'on sertraline and tramadol, no jerking or twitching, no sweating',
  },
  'stimulant-overheating': {
    fires: 'had a couple of pingers at a festival, now burning up and temperature 39.8',
    negated: 'took ecstasy at a festival last year, no temperature now, not hot',
  },
  'neuroleptic-malignant-syndrome': {
    fires: 'takes haloperidol, muscles gone rigid and temperature 39.4',
    negated: 'takes haloperidol, no rigid muscles, no temperature',
  },
  'necrotising-fasciitis': {
    fires: 'small cut on my leg, the pain is way worse than it looks and I have a fever',
    negated: 'small cut on my leg, pain is no worse than it looks, no fever',
  },
  'post-tonsillectomy-bleed': {
    fires: 'had a tonsillectomy a week ago and now spitting blood',
    negated: 'had a tonsillectomy a week ago, not spitting any blood',
  },
  'giant-cell-arteritis-sight': {
    fires: 'jaw pain when chewing, tender temples, and sudden loss of vision in my right eye',
    context: { age: 74 },
    negated: 'jaw pain when chewing, no loss of vision, no blurring',
  },
  'critical-limb-ischaemia': {
    fires: 'my foot hurts in bed at night and I hang my leg over the side of the bed to ease it',
    negated: 'no rest pain in my foot',
  },
  'tingling-feet-and-hands': {
    fires: 'pins and needles in both feet and hands since Tuesday',
    negated: 'no pins and needles in my feet or hands',
  },
  'fever-on-immunosuppressant': {
    fires: 'on adalimumab and my temperature is 38.6',
    negated: 'on adalimumab, no fever, temperature normal',
  },
  'hip-fracture': {
    fires: 'slipped on ice and now her right leg is shorter than the other one',
    negated: 'slipped on ice, no leg shortening, walking fine',
  },
  'hip-fracture-older': {
    fires: 'tripped over the rug, pain in his hip and unable to bear weight',
    context: { age: 81 },
    negated: 'tripped over the rug, no hip pain, walking normally',
  },
  'electric-shock-injury': {
    fires: 'electrocuted while fixing a lamp, there is a burn on my thumb',
    negated: 'no electric shock, just a burn from the oven',
  },
  'high-voltage-injury': {
    fires: 'my brother touched an overhead power line with a metal pole',
    negated: 'my brother did not touch the overhead power line',
  },
  'electric-shock': {
    fires: 'I had an electric shock from the kettle',
    negated: 'it was not an electric shock',
  },
  'whooping-cough-infant': {
    fires: 'coughing bouts that end with a whooping noise',
    context: { age: 0.2 },
    negated: 'no whooping cough in the family',
  },
  'whooping-cough-pregnancy': {
    fires: 'my toddler has pertussis and I am pregnant',
    negated: 'I am pregnant, no whooping cough contact',
  },
  // Round twenty-four (b).
  'young-baby-not-feeding-sleepy': {
    fires: 'she is 3 weeks old, barely feeding today and so drowsy',
    negated: 'he is 3 weeks old and feeding well, not sleepy',
    context: { age: 0.06 },
  },
  'near-drowning': {
    fires: 'my daughter almost drowned at swimming lessons and keeps coughing',
    negated: 'we watched a film about a boat sinking',
  },
  'young-infant-low-temperature': {
    fires: 'my 3 week old feels cool, temperature 35.4',
    negated: 'my 3 week old is warm, temperature 36.8',
    context: { age: 0.06 },
  },
  'very-high-temperature': { fires: 'temp is 40.8 C', negated: 'temp is 38.2 C' },
  'slow-pulse-fainting': {
    fires: 'my heart rate was 34 and then I passed out',
    negated: 'heart rate 72, did not pass out',
  },
  'slow-pulse-dizzy': { fires: 'pulse of 36 and I feel dizzy', negated: 'pulse 36 but not dizzy' },
};

describe('every red-flag rule', () => {
  it('has an example here, a public source with its body and year, and a row in docs/triage-rules.md', () => {
    const doc = readFileSync(new URL('../../../docs/triage-rules.md', import.meta.url), 'utf8');
    for (const rule of RULES) {
      expect(EXAMPLES[rule.id], `example for ${rule.id}`).toBeDefined();
      expect(rule.source.url, rule.id).toMatch(/^https:\/\//);
      expect(rule.source.title, rule.id).toMatch(/\(|\d{4}/);
      expect(doc, `docs/triage-rules.md lists ${rule.id}`).toContain(`\`${rule.id}\``);
    }
  });

  it('is described in docs/triage-rules.md exactly as the code has it', () => {
    const doc = readFileSync(new URL('../../../docs/triage-rules.md', import.meta.url), 'utf8');
    expect(doc).toContain(auditTable());
    expect(doc).toContain(selfCareTable());
  });

  it.each(RULES.map((rule) => [rule.id]))('%s fires on its example', (id) => {
    const example = EXAMPLES[id];
    expect(example).toBeDefined();
    if (example) expect(ids(example.fires, example.context)).toContain(id);
  });

  it.each(
    Object.entries(EXAMPLES)
      .filter(([, example]) => example.negated !== undefined)
      .map(([id, example]) => [id, example.negated ?? '']),
  )('%s does not fire when negated: "%s"', (id, text) => {
    expect(ids(text)).not.toContain(id);
  });

  it('only uses findings that exist', () => {
    expect(Object.keys(FINDINGS).length).toBeGreaterThan(50);
  });
});

describe('what /ask missed (issue #10)', () => {
  it('flags a child who swallowed blood pressure pills, with the Poison Help line', () => {
    const flags = detectRedFlags('My child swallowed some of my blood pressure pills');
    expect(flags.map((flag) => flag.id)).toContain('overdose-poisoning');
    expect(urgentCareMessage(flags)).toContain('1-800-222-1222');
  });

  it('flags a feverish 2 year old who is very sleepy and hard to wake as an emergency', () => {
    const flags = detectRedFlags(
      'my 2 year old has a fever of 39.5 C and is very sleepy and hard to wake up',
    );
    expect(flags.map((flag) => flag.id)).toContain('hard-to-wake');
    expect(flags[0]?.urgency).toBe('emergency');
  });

  it('treats heat stroke as its own emergency, never as a brain stroke', () => {
    expect(ids('signs of heat stroke')).toEqual(['heat-stroke']);
    expect(ids('too much heat outside now dizzy and stopped sweating')).toContain('heat-stroke');
    expect(ids('sunstroke')).not.toContain('stroke-signs');
    expect(ids('what are the signs of a stroke')).toContain('stroke-signs');
  });
});

describe('reading text', () => {
  it('expands clinician shorthand and common misspellings', () => {
    expect(normalize("62 y/o m, c/o CP x 2 days, SOB, N/V, hx HTN, DM, can't breathe")).toBe(
      '62 year old male, complains of chest pain for 2 days, shortness of breath, nausea or vomiting, history of hypertension, diabetes, cannot breathe',
    );
    expect(normalize('LLQ pain, diarrhoea, vomitting, pian')).toBe(
      'left lower abdominal pain, diarrhea, vomiting, pain',
    );
  });

  it('scopes a negation to its own clause', () => {
    expect(ids('no fever, purple rash that does not fade')).toContain('meningitis');
    expect(ids('denies chest pain but now has crushing chest pressure')).toContain('chest-pain');
    expect(ids('without chest pain')).toEqual([]);
    expect(ids('Pt denies CP. SOB since this morning.')).toEqual(['breathlessness']);
    expect(ids('I have never had chest pain like this before')).toContain('chest-pain');
    expect(ids('not sure if it is chest pain')).toContain('chest-pain');
  });

  it('does not read past history as the complaint', () => {
    expect(ids('PMH: history of stroke, HTN')).not.toContain('stroke-signs');
    expect(ids('history of stroke, now sudden weakness on one side')).toContain('stroke-signs');
  });

  it('applies age, sex and pregnancy conditions, and reads them from the text too', () => {
    expect(ids('fever', { age: 0.2 })).toContain('infant-fever');
    expect(ids('fever', { age: 0.25 })).not.toContain('infant-fever');
    expect(ids('my 6 week old has a temperature of 100.8')).toContain('infant-fever');
    expect(ids('my 6 week old has a temperature of 99.5')).not.toContain('infant-fever');
    expect(ids('missed period and pain low on one side', { sex: 'male' })).not.toContain('ectopic-pregnancy');
    expect(ids('missed period and pain low on one side', { sex: 'female' })).toContain('ectopic-pregnancy');
    expect(ids('severe headache and blurred vision')).not.toContain('pre-eclampsia');
    expect(ids('severe headache and blurred vision', { pregnant: true })).toContain('pre-eclampsia');
    expect(ids('chest pain', { age: 12 })).toContain('chest-pain');
    expect(ids('chest pain', { age: 11 })).toEqual(['child-chest-pain']);
  });

  it('leaves a long-standing problem to a planned visit, at the boundary, erring toward the shortest duration', () => {
    expect(ids('short of breath', { durationHours: 13 * 24 })).toContain('breathlessness');
    expect(ids('short of breath', { durationHours: 14 * 24 })).not.toContain('breathlessness');
    expect(ids('short of breath for 3 months')).not.toContain('breathlessness');
    expect(ids('cough for 3 months, short of breath since 2 days ago')).toContain('breathlessness');
    expect(ids('chest pain for 3 months')).toContain('chest-pain');
  });

  it('keeps the reading-based flags', () => {
    expect(ids('blood pressure 190/125')).toContain('hypertensive-crisis');
    expect(ids('bg 40')).toContain('severe-hypoglycemia');
  });
});
