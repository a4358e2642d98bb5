/**
 * Words that carry no topic: English function words and the scaffolding of questions ("what is",
 * "how do I"). Question words still reach the question-type classifier, which reads the raw text.
 */
export const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren as at be because been before being below
between both but by can cannot could did do does doing don down during each few for from further had has
have having he her here hers herself him himself his how i if in into is isn it its itself just let me
more most my myself no nor not of off on once only or other ought our ours ourselves out over own same
she should so some such than that the their theirs them themselves then there these they this those
through to too under until up very was we were what when where which while who whom why will with would
you your yours yourself yourselves s t ll re ve d m get got getting also may might must shall need
anyone someone something thing things really please tell know want wondering ask asking question
are is am`.split(/\s+/),
);
