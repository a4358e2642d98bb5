/**
 * A compact blocklist of passwords that are common, expected or known from breaches (NIST SP 800-63B
 * rev. 4, 3.1.1.2): the most frequent entries of public breach corpora as widely reported (digit
 * runs, keyboard walks, "password" and "iloveyou" variants, names, teams, seasons and years), famous
 * passphrases, and words about this service. Written from that common knowledge, not downloaded; all
 * lower case, separated by white space. The policy (passwords.ts) also catches these with a prefix
 * or suffix of digits and symbols, repeated, or with spaces and dashes between words.
 */
const LIST = `
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212
112233 123321 987654321 1q2w3e4r 1q2w3e 1qaz2wsx qwerty qwerty123 qwertyuiop qwerty1 qwe123
qweasd qweasdzxc asdfgh asdf asdfghjkl zxcvbnm zxcvbn azerty azertyuiop password password1
password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word pass123 pass1234
passpass passwort motdepasse contrasena senha parola salasana wachtwoord haslo heslo iloveyou
iloveu loveyou lovely loveme love123 princess princess1 sunshine sunshine1 shadow monkey dragon
master master123 letmein letmein1 welcome welcome1 welcome123 football baseball basketball
soccer hockey superman batman spiderman trustno1 starwars whatever freedom liverpool chelsea
arsenal barcelona realmadrid michael jennifer jessica ashley daniel charlie andrew joshua
matthew thomas jordan hunter ranger buster harley robert george summer samantha maggie jasmine
nicole anthony michelle tigger pepper ginger cookie chocolate butterfly flower purple orange
banana cheese computer internet google facebook youtube twitter linkedin microsoft apple samsung
abc123 abcd1234 abcdef abcdefg abc12345 a1b2c3 a1b2c3d4 aaaaaa aaaaaaaa 11111111 22222222
88888888 99999999 12344321 147258369 159753 159357 147258 789456 789456123 456789 741852963
963852741 0987654321 1111111111 admin admin123 administrator root toor user guest test test123
testing default changeme secret secret123 access login login123 hello hello123 hello1 hi123
money money123 killer hacker ninja qazwsx qazwsxedc zaq12wsx zaq1zaq1 1qazxsw2 !qaz2wsx
1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u8i9o0p q1w2e3r4 q1w2e3r4t5 qwert qwerty12 qwerty1234
qwertyu qwertyui asdasd asd123 zxc123 zxcvbnm123 mustang corvette ferrari porsche mercedes
yamaha harley-davidson jordan23 michael23 lakers yankees cowboys steelers eagles packers
patriots dolphins pokemon naruto minecraft fortnite roblox pikachu zelda mario nintendo
playstation xbox360 warcraft starcraft diablo gandalf frodo hogwarts jesus christ god jesus1
blessed blessing angel angels heaven faith hope grace amen family friends forever together happy
smile sunflower rainbow unicorn kitten puppy doggy kitty tiger lion eagle falcon phoenix wolf
bear london paris berlin madrid rome tokyo newyork chicago boston dallas texas california
florida canada america usa england france germany spain italy brazil mexico india china russia
australia january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday winter spring autumn fall christmas
halloween easter birthday one two three four five six seven eight nine ten red blue green yellow
black white silver golden mypassword mypass newpassword oldpassword yourpassword thepassword
nopassword passwordpassword password123456 password12345 password2020 password2021 password2022
password2023 password2024 password2025 password2026 qwertyuiopasdfghjkl qwertyuiopasdfgh
qwertyuiopasdfghjklzxcvbnm asdfghjklzxcvbnm 1234567890qwerty qwerty1234567890 1234567890abcdef
123456789012 12345678901234 123456789012345 1234567890123456 12345678910 123456789101112
0123456789 01234567890 9876543210 iloveyou123 iloveyouforever iloveyousomuch iloveyoubaby
iloveyoumore iloveyou2 iloveyou1 ilovemymom ilovemydad ilovemyfamily ilovejesus ilovegod
ilovemusic ilovemyself iloveme iloveyouall letmeinplease letmeinnow openthedoor opensesame
opensesame123 pleaseletmein thequickbrownfox thequickbrownfoxjumpsoverthelazydog
correcthorsebatterystaple correcthorse batterystaple trustnoone nothingtolose neverforget
nevergiveup dontforget whatsup whatever123 whoami administrator123 superadmin superuser sysadmin
webmaster postmaster adminadmin rootroot useruser guestguest testtest demodemo changeme123
changemenow changethis defaultpassword temppassword temporary temp123 tempassword initial
initialpassword firstpassword welcome2024 welcome2025 welcome2026 welcometotheclub summer2024
summer2025 summer2026 winter2024 winter2025 spring2025 autumn2025 fall2025 football123
baseball123 soccer123 basketball123 hockey123 footballfan manchesterunited manchester chelseafc
liverpoolfc arsenalfc princessprincess sunshinesunshine dragondragon monkeymonkey shadowshadow
mastermaster abcdefghijklmnop abcdefghijklmnopqrstuvwxyz abcdefghijkl abcdefghij
zyxwvutsrqponmlkjihgfedcba 1qaz2wsx3edc 1qaz2wsx3edc4rfv 1qaz2wsx3edc4rfv5tgb zaq1xsw2cde3
zaq1xsw2cde3vfr4 qazwsxedcrfv qazwsxedcrfvtgb trustno1trustno1 superman123 batman123
spiderman123 ironman captainamerica avengers thor hulk wonderwoman starwars123
maytheforcebewithyou darthvader skywalker lukeskywalker yoda obiwan lordoftherings harrypotter
hermione voldemort gameofthrones winteriscoming khaleesi blink182 metallica nirvana ledzeppelin
pinkfloyd beatles thebeatles eminem 50cent tupac charlie123 michael123 jessica123 ashley123
daniel123 jordan123 andrew123 matthew123 thomas123 robert123 jennifer123 nicole123 hellokitty
hellohello helloworld hello12345 helloworld123 goodbye goodmorning goodnight qwerty12345
qwerty123456 qwertyqwerty asdfasdf asdfasdfasdf zxcvzxcv qweqwe qweqweqwe 123qwe 123qweasd
123qweasdzxc 123abc 123456a 123456q a123456 q123456 a12345678 aa123456 aa12345678 11223344
1122334455 112233445566 1212121212 1234512345 123123123 123123123123 123412341234 12341234
121212121212 101010 1010101010 202020 696969 6969696969 420420 131313 7777777 777777777
1234554321 iloveyouiloveyou babygirl babyboy baby123 sweetheart sweetie honey honeybee darling
lover mylove myangel mybaby secretpassword supersecret topsecret verysecret mysecret nobodyknows
noneofyourbusiness computer123 internet123 google123 facebook123 yahoo hotmail gmail outlook
windows windows10 linux ubuntu apple123 samsung123 iphone android blackberry nokia motorola
changeit adminpassword rootpassword passwordadmin letmein123 access123 accessdenied
accessgranted health healthy health123 healthcare medical doctor nurse hospital patient medicine
pharmacy wellness fitness consensus healthai healthaiconsensus health-ai consensusservice
`;

// Split on the first password check, not at import: only sign-up and new passwords need it, and the
// accounts function loads this module for every request it serves.
let set: ReadonlySet<string> | undefined;
export const commonPasswords = (): ReadonlySet<string> => {
  set ??= new Set(LIST.split(/\s+/).filter(Boolean));
  return set;
};
