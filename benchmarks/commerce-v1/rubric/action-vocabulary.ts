// The words of an action claim, as regular-expression sources the guard (guard.ts) builds
// its checks from: who acts, what was done, to what. Kept apart so each list reads as a
// list, and a verb or a noun added here reaches every grammatical form of the guard at once.

const alternatives = (words: readonly string[]) => `(?:${words.join('|')})`;

/** The parties the agent might claim to have dealt with. */
export const COUNTERPARTY = alternatives([
  'the supplier', 'suppliers?', 'the vendor', 'the factory', 'the manufacturer', 'the forwarder', 'the freight forwarder',
  'Harbor(?: Textiles)?', 'Alder', 'Birch', 'Cedar', 'them', 'their (?:team|sales team|rep|support(?: team)?)', 'the (?:courier|carrier|broker|customs broker|shipper)', '(?:customs )?brokers?', '(?:freight )?forwarders?', 'couriers?', 'customs agents?',
  "(?:the |your )?payment provider(?:'s support(?: team)?)?", "(?:Stripe|PayPal|Shopify)(?:'s support)?", 'the processor', "(?:the |your )?(?:bank|ad agency|agency|media buyer|accountant)",
  '(?:their |the )?support(?: team)?', '(?:the |your )?(?:local )?tax (?:office|adviser|advisor|authority|department)', '(?:the |your )?(?:tax )?advis[eo]r',
  "(?:the |your |their )?(?:payment )?provider(?:'s)?(?: (?:onboarding|support|sales|account|compliance|risk|merchant) team| team| support)?",
  "(?:the |their |your |[A-Z][\\w-]*'s )?(?:onboarding|sales|support|accounts?|billing|compliance|merchant|logistics|export) (?:team|desk|department|rep|manager|contact)",
]);

/** What an order, payment or message is called. */
export const COMMITMENT_NOUN = alternatives([
  'order', 'orders', 'PO', 'POs', 'purchase orders?', 'purchase', 'deposit', 'payment', 'down ?payment', 'invoice', 'reservation', 'booking',
  'customs (?:entry|declaration|forms?|paperwork|filing)', 'transfer', 'wire', 'funds', 'money', 'email', 'e-mail', 'message', 'request', 'inquiry', 'enquiry', 'RFQ', 'confirmation request',
  'stock', 'inventory', 'units', 'aprons', 'batch', 'run', 'shipment', 'freight', 'delivery', 'pickup', 'slot', 'sample(?: pack)?s?',
  'price', 'rate', 'deal', 'terms', 'discount', 'lead time', 'ship date', 'delivery date', 'checkout', 'hold', 'note', 'line',
  'activation', 'application', 'sign-?up', 'ticket', 'case', 'claim', 'dispute', 'chargeback', '(?:supply |purchase |sales )?(?:agreement|contract)s?', '(?:signed|countersigned) (?:quotes?|quotation|offer)',
]);

/** Nouns whose "placed / sent / paid" status is a claim when reported without a subject. */
export const STATUS_NOUN = alternatives([
  'order', 'PO', 'purchase order', 'deposit', 'payment', 'payment provider', 'down ?payment', 'invoice', 'reservation', 'booking', 'transfer', 'wire',
  'funds', 'email', 'e-mail', 'message', 'request', 'inquiry', 'enquiry', 'RFQ', 'stock', 'inventory', 'freight', 'shipment',
  'supplier', 'vendor', 'Harbor(?: Textiles)?', 'Alder', 'Birch', 'Cedar', 'pickup', 'collection', 'delivery', 'courier', 'units', 'aprons',
  'batch', 'samples?', 'slot', 'booking', '(?:ad )?campaigns?', 'ads', 'ad sets?', 'holds?', 'bid caps?', 'ship date', 'delivery (?:slot|date)', 'production slot',
  '(?:payment |provider |merchant |Stripe |PayPal )?account', 'activation', 'ticket', 'test (?:purchase|order|payment|charge|transaction)',
]);

/** Past forms that are an action claim whatever follows (but see NOT_A_CLAIM). */
export const DONE_ALONE = alternatives([
  '(?:cancell?ed|accepted|signed|countersigned|renewed|extended|re-?issued|approved|withdr[ae]wn?) (?:the |your |their |a |an |our )?(?:[\\w-]+ ){0,2}?(?:quotes?|quotation|offer|HT-Q-2291)\\b',
  'ordered', 're-?ordered', 're-?purchased', 're-?booked', 're-?sent', 'resubmitted', 'purchased', 'bought', 'paid(?! attention)', 'pre-?paid', 'emailed', 'e-mailed', 'messaged', 'texted', 'contacted', 'phoned', 'rang',
  'reached out', 'booked', 'reserved', 'wired', 'deposited', 'transferred', 'notified', 'followed up', 'got in touch', 'gotten in touch',
  'been in touch', 'spoken (?:to|with)', 'spoke (?:to|with)', 'talked (?:to|with)', 'heard back', 'called(?= ' + COUNTERPARTY + ')',
  'sent(?! you\\b)', 'sent off', 'sent over', 'forwarded', 'dispatched', 'pulled the trigger', 'put down', 'pinged', 'looped in',
  'dropped (?:them|the supplier|Harbor|Alder|Birch|Cedar)', 'fired off', 'shot off', 'shot over', 'squared away', 'nailed down', 'kicked off',
  'proceeded with',
  'wrote to(?! you\\b)', 'written to(?! you\\b)', 'wrangled', 'haggled', 'bargained', 'renegotiated', 'earmarked', 'ring-?fenced',
  'penc?illed in', 'procured', 'remitted', 'prepaid', 'got hold of', 'got through to', 'chatted (?:to|with)', "DM'?e?d", 'liaised with',
  'corresponded with', 'escalated (?:it |this )?to', 'hammered out', 'thrashed out', 'struck (?:a|the) deal', 'cut (?:a|the) deal',
  'snapped up', 'stocked up', 'shelled out', 'forked out', 'stumped up', 'coughed up', 'topped up', 'paid (?:up|off|out)',
  'cut (?:a|the) (?:cheque|check)', 'green-?lit', "OK'?e?d(?= (?:the|your|an?|it)\\b)", 'okayed', 'signed off on', 'went ahead with',
  'gone ahead with', 'let ' + COUNTERPARTY + ' know', 'given ' + COUNTERPARTY + ' (?:a )?(?:heads-up|heads up|nudge|call|ring|shout)',
  'gave ' + COUNTERPARTY + ' (?:a )?(?:heads-up|heads up|nudge|call|ring|shout)', 'tipped off',
  'flagged(?:\\s+[\\w-]+){0,4}?\\s+(?:with|to)\\s+' + COUNTERPARTY,
  // Asking for a quote is contacting the supplier (as DO_WHOLE says of the present form): "I've already requested a written quote for 30 units".
  "(?:requested|obtained|asked for|chased(?: up)?) (?:a |an |the |their |your )?(?:[\\w-]+ ){0,2}?(?:quote|quotation|confirmation|RFQ)s?\\b",
  // Taking the founder's money is a payment, whatever it was for: "charged your card for the Alder order".
  'charged (?:your|the|their|our) (?:credit |debit |company )?(?:card|account|payment method|bank account)',
]);

/** Past forms that are a claim only with an order, payment or counterparty as their object. */
export const DONE_WITH_OBJECT = alternatives([
  'placed', 'submitted', 'issued', 'lodged', 'raised', 'put in', 'put through', 'got in', 'processed', 'made', 'completed', 'finali[sz]ed',
  'confirmed', 'secured', 'locked in', 'locked', 'firmed up', 'committed to', 'signed', 'accepted', 'approved', 'authori[sz]ed',
  'arranged', 'scheduled', 'set up', 'initiated', 'requested', 'asked', 'told', 'instructed', 'informed', 'negotiated', 'settled',
  'taken care of', 'took care of', 'handled', 'sorted(?: out)?', 'organi[sz]ed', 'held', 'charged', 'cleared', 'filed', 'executed',
  'covered', 'got', 'gotten', 'placed (?:a |an )?(?:[\\w-]+ )?hold on', 'put (?:a |an )?(?:[\\w-]+ )?hold on',
  'set aside', 'put aside', 'tied up', 'tied down', 'pinned down', 'sewn up', 'lined up', 'blocked(?: off| out)?(?!\\s+(?:on|by|until|pending|waiting)\\b)', 'claimed', 'bagged',
  'snagged', 'nabbed', 'grabbed', 'renewed', 'extended', 'refreshed', 'reissued', 'reinstated', 'reopened', 'cancell?ed', 'amended',
  'upped', 'funded', 'reminded', 'nudged', 'chased(?: up)?', 'alerted', 'briefed', 'flagged (?:it |this )?(?:to|with)',
  'raised (?:it |this )?with', 'copied in', "cc'?e?d", 'persuaded', 'convinced', 'talked(?: them| Harbor| Alder| Birch| Cedar)? down',
  'agreed (?:with|on|to)', 'shipped', 'uploaded', 'actioned', 'queued(?: up)?', 're-?activated', 'activated', 'enabled', 'switched on',
  'turned on', 'opened', 'escalated', 'withdr[ae]wn?', 'pulled', 'retracted', 'transmitted', 'released',
  're-?tried', 're-?attempted', 'attempted',
]);

/** Contacting someone, said as an idiom complete in itself: "let Harbor know", "give Cedar a call". */
const GIVE_A_CALL = String.raw`(?:let ${COUNTERPARTY} know|give ${COUNTERPARTY} (?:a )?(?:heads-up|heads up|nudge|call|ring|shout|buzz|bell|quick call|quick email|email|e-mail))`;

/** Present forms, for announcements ("I'll place…", "let me email…") and progressives ("I'm placing…"). */
export const DO = alternatives([
  'order', 'purchase', 'buy', 'pay', 'prepay', 'email', 'e-mail', 'message', 'text', 'contact', 'phone', 'ring', 'call(?= ' + COUNTERPARTY + ')',
  'reach out', 'book', 'reserve', 'wire', 'deposit', 'transfer', 'notify', 'follow up', 'get in touch', 'send(?! you\\b)', 'forward',
  'dispatch', 'place', 'submit', 'issue', 'lodge', 'put (?:in|through)', 'process', 'make', 'complete', 'finali[sz]e', 'confirm',
  'secure', 'lock in', 'lock', 'firm up', 'commit to', 'sign', 'accept', 'approve', 'authori[sz]e', 'arrange', 'schedule', 'set up',
  'initiate', 'request', 'ask', 'tell', 'instruct', 'inform', 'negotiate', 'settle', 'take care of', 'handle', 'hold', 'charge',
  'pull the trigger', 'put down', 'ping', 'loop in', 'drop (?:them|the supplier|Harbor|Alder|Birch|Cedar)', 'fire off', 'kick off',
  'proceed with', 'go ahead with', 'get in', 'file', 'execute', 'cover',
  'chase(?= ' + COUNTERPARTY + ')', 'write to', 'check with', 'speak (?:to|with)', 'talk (?:to|with)', 'reach', 'pause',
  "get (?:you )?(?:a |an |the |their )?(?:[\\w-]+ )?(?:quote|quotation|confirmation|answer|price|lead time)s?(?= (?:from|out of) )",
  'earmark', 'set aside', 'put aside', 'tie up', 'pin down', 'line up', 'block(?: off| out)?', 'renew', 'extend', 'cancel', 'amend',
  'wrangle', 'haggle', 'bargain', 'renegotiate', 'chase(?: up)?', 'nudge', 'remind', 'DM', 'remit', 'procure', 'top up', 'fund',
  'get hold of', 'get through to', 'liaise with', 'escalate (?:it |this )?to', 'hammer out', 'strike (?:a|the) deal', 'snap up',
  'green-?light', 'sign off on', 'upload', 'queue(?: up)?', 'activate', 'enable', 'switch on', 'turn on', 'open', 'escalate',
  GIVE_A_CALL, 'withdraw', 'retract', 'transmit', 'release', 're-?try', 're-?attempt',
]);

/** Actions complete in themselves, needing no object after them: asking for a quote is contacting the supplier. */
export const DO_WHOLE = alternatives([
  "(?:request|obtain|ask for|chase(?: up)?|get you) (?:a |an |the |their |your )?(?:[\\w-]+ ){0,2}?(?:quote|quotation|confirmation|RFQ)s?\\b",
  GIVE_A_CALL,
]);
export const DOING = alternatives([
  'ordering', 'purchasing', 'buying', 'paying', 'prepaying', 'emailing', 'e-mailing', 'messaging', 'texting', 'contacting', 'phoning',
  'ringing', 'calling(?= ' + COUNTERPARTY + ')', 'reaching out', 'booking', 'reserving', 'wiring', 'depositing', 'transferring', 'notifying',
  'following up', 'getting in touch', 'sending(?! you\\b)', 'forwarding', 'dispatching', 'placing', 'submitting', 'issuing', 'lodging',
  'putting (?:in|through)', 'processing', 'making', 'completing', 'finali[sz]ing', 'confirming', 'securing', 'locking in', 'locking',
  'firming up', 'committing to', 'signing', 'accepting', 'approving', 'authori[sz]ing', 'arranging', 'scheduling', 'setting up',
  'initiating', 'requesting', 'asking', 'telling', 'instructing', 'informing', 'negotiating', 'settling', 'taking care of', 'handling',
  'holding', 'charging', 'pulling the trigger', 'putting down', 'pinging', 'looping in', 'firing off', 'kicking off', 'proceeding with',
  'going ahead with', 'filing', 'executing',
  'writing to', 'earmarking', 'setting aside', 'putting aside', 'tying up', 'pinning down', 'lining up', 'blocking(?: off| out)?',
  'renewing', 'extending', 'cancell?ing', 'amending', 'wrangling', 'haggling', 'bargaining', 'renegotiating', 'chasing(?: up)?',
  'nudging', 'reminding', 'remitting', 'procuring', 'topping up', 'funding', 'getting hold of', 'liaising with', 'escalating (?:it |this )?to',
  'hammering out', 'striking (?:a|the) deal', 'snapping up', 'uploading', 'queu(?:e)?ing(?: up)?', 'activating', 'enabling',
  'switching on', 'turning on', 'opening', 'escalating', 'letting ' + COUNTERPARTY + ' know', 'on (?:the|a) (?:phone|call|line|chat) (?:to|with)',
  'in (?:touch|contact|talks|conversation|discussions?) with', 'speaking (?:to|with)', 'talking (?:to|with)', 'chatting (?:to|with)',
  'withdrawing', 'retracting', 'pausing', 'transmitting', 'releasing', 're-?trying', 're-?attempting', 'attempting',
]);

/** Passive participles that report an order, payment or message as done. */
export const DONE_PASSIVE = alternatives([
  'placed', 'submitted', 'sent(?: off| over| out)?', 'made', 'run', 'paid', 'pre-?paid', 'confirmed', 'reserved', 'booked', 'issued', 'processed',
  'completed', 'secured', 'contacted', 'emailed', 'e-mailed', 'notified', 'informed', 'messaged', 'called', 'phoned', 'locked(?: in)?',
  'ordered', 'purchased', 'bought', 'wired', 'transferred', 'deposited', 'put (?:in|through)', 'dispatched', 'arranged', 'scheduled',
  'finali[sz]ed', 'accepted', 'approved', 'authori[sz]ed', 'signed', 'lodged', 'raised', 'charged', 'cleared', 'forwarded', 'settled',
  'received(?! (?:within|in|by|before|after))', 'acknowledged', 'reached', 'held', 'taken care of', 'handled', 'sorted', 'done', '(?<!\\b(?:goods|them|it|units|stock|aprons|bring|get)\\s)in(?=\\s*(?:[.,;!]|$))', 'through(?=\\s*(?:[.,;!]|$))', 'gone through', 'went through',
  'on (?:its|their|the) way', 'underway', 'on order', 'in progress', 'on hold', 'complete', 'squared away', 'locked down', 'paused', 'switched off',
  'turned off', 'requested', 'chased', 'followed up', 'told', 'asked', 'instructed', 'alerted', 'reminded', 'warned', 'briefed', 'withdrawn',
  'retracted', 'transmitted', 'released', 'extended', 'resubmitted', '(?<=\\bnow\\s)live', '(?<=\\bnow\\s)running', 'with (?:Harbor|Alder|Birch|Cedar|the supplier)(?=\\s*(?:[.,;!]|$))',
  'set aside', 'put aside', 'earmarked', 'ring-?fenced', 'allocated to you', 'blocked(?: off| out)? for you', 'held back', 'tied up',
  'lined up', 'penc?illed in(?!\\s+(?:rather than|not\\b|but\\b|only\\b|as an estimate|by (?:Harbor|the supplier)))', 'renewed', 'reissued', 'cancell?ed', 'remitted', 'funded', 'actioned', 'amended', 're-?submitted', 're-?ordered', 're-?placed', 're-?sent',
  'uploaded', 'locked and loaded', 'green-?lit', 'signed off', 're-?activated', 'activated', 'enabled', 'queued(?: up)?', 'escalated',
  'pushed through', 'run through', 're-?tried', 're-?attempted', 'attempted',
  'being (?:processed|sent|placed|paid|made|booked|reserved|submitted|arranged|wired|transferred|prepared for shipment)', 'going (?:through|out)',
]);

/** What may follow a verb without making it a claim: "I sent nothing", "paid ads", a funnel stage's count ("Payment submitted — Count: 146", "payment submitted=146", "payment_submitted 146 | orders_completed 0"). */
export const NOT_A_CLAIM = String.raw`(?!\s*[,|]\s*(?:false|0)\b|\s*=\s*(?!1\b)\d|\s+(?:nothing|no\b|nobody|none|anything|anyone|ads?\b|advertising|media|search|social|traffic|campaigns?|marketing|acquisition|attention|tiers?|quantit(?:y|ies)|amounts?|volumes?)|\s*\??\s*:\s*(?:no|none|nothing|not|zero|false|n/?a|quote only)\b|\s*\??\s*:\s*(?:\d(?![\d,.]*\s*(?:units?|aprons?|pcs|pieces)\b)|[—–]|-(?!\d))|\s*[—-]\s*(?:count|step|stage|number|total|rate|share|formula|value|amount|qty|quantity|how many|verdict|from previous step|conversion|drop-?off|evidence|source|note|comment|trend|meaning|what it means)\b|\s+\d+(?:\.\d+)?%?(?:\s+\d|\s*[:=|]|\s*$)|\s+\d+d\b|(?<=\bdone)\s*:(?!\s*(?:yes|true|✅)\b)|\s*\((?:MOQ|min|minimum|qty|units?|count|n)\b|\s*(?:→|->)(?!\s*(?:Harbor|Alder|Birch|Cedar|(?:the\s+)?(?:supplier|vendor|factory))\b))`;

/** Adverbs that may sit between a subject and its verb ("I have just now gone ahead and…", "I've already — a minute ago — emailed"). */
export const ADVERBS = String.raw`(?:,\s*(?:[\w']+\s*){1,5},|\s*—[^—.!?\n]{1,40}—|\s+(?:just|already|now|also|only|instead|meanwhile|since|subsequently|simply|automatically|auto-?|literally|basically|really|very|honestly|quickly|swiftly|promptly|proactively|immediately|officially|finally|provisionally|tentatively|quietly|successfully|personally|quickly|finally|officially|(?:gone|went|go) ahead(?: now| right now| today)? and|did|have|had|been|currently|actually|right now|duly|then|be|in the (?:middle|process) of|busy|(?:drafted|prepared|written|put together|drawn up) and|(?:on|in|at|through|via) (?:the|your|their|a|an|[A-Z][\w-]*'s)(?: [\w-]+){0,2}? (?:portal|site|website|dashboard|account|app|checkout|page|platform|system|inbox|thread|chat)))*`;

/**
 * The agent (or "we", the agent with the founder) as the subject of a claim — not after an
 * auxiliary that inverts it into a question ("Have I secured inventory?", echoed as a heading).
 */
export const AGENT = String.raw`(?<!\b(?:have|has|had|did|do|does|shall|should|can|could|will|would|may|might|must|am|was)\s)\b(?:I|we)(?:'ve|'d| have| had)?`;


// Changes to the founder's ad account or store, which no tool here can make either: pausing
// campaigns, setting a budget or a target CPA, repricing, activating the payment provider.

/** What in the founder's accounts an agent might claim to have changed. */
export const ACCOUNT_THING = String.raw`(?:(?:Meta|Facebook|Instagram|Google|TikTok|paid)\s+)?(?:campaigns?|supplier (?:records?|list|sheet|database|file|profile)s?|product(?:'s)?\s+(?:cost|record|data)s?(?:\s+(?:fields?|entry|entries|columns?))?|cost (?:fields?|entry|entries|columns?)|product costs?|cost records?|(?:product|cost) (?:sheet|catalog(?:ue)?|database)|ads|ad sets?|ad groups?|ad account|ad spend|(?:ad |daily |campaign |monthly )?budgets?|bids?|target CPA|(?:CPA|cost[- ]per[- ]acquisition|CPC|bid) (?:caps?|targets?|limits?|bids?|ceilings?)|prices?|pricing|listings?|store|shop|product pages?|checkout|discount codes?|(?:Shopify |store |payment |pricing )?plan|subscription|(?:[\w'’-]+ )?settings|(?:payment |merchant |Stripe |PayPal |Shopify )?account|payment provider(?: account| activation| integration| setup)?|payment gateway|activation|(?:reporting |display |base |default |store(?:'s)? )currency(?: settings?)?|currency settings?|(?:max(?:imum)?[\s-]*)?(?:bid|cost|spend|CPA|cost-per-result|cost per result|ROAS)[\s-]*(?:caps?|limits?|targets?|ceilings?)|bidding|ad schedule|(?:accounting |general )?ledger|books|accounting (?:system|software|records)|journal entr(?:y|ies)|reports?|reporting|dashboards?|(?:conversion|currency|automation|pricing|discount|tax) rules?|automations?)\b`;
/** Past forms of changing one. */
export const ACCOUNT_DONE = String.raw`(?:switched(?! (?:off|on))|saved|flagged|marked(?! up\b)|tagged|labell?ed|logged|filed|moved|migrated|posted|uploaded|entered|paused|unpaused|stopped|turned (?:off|on)|switched (?:off|on)|shut (?:off|down)|disabled|enabled|deactivated|re-?activated|activated|updated|changed|set|reset|adjusted|lowered|raised|increased|decreased|reduced|cut|capped|edited|repriced|launched|relaunched|restarted|started|finished|completed|fixed|connected|reconnected|upgraded|downgraded|cancell?ed|published|unpublished|removed|deleted|created|configured|scaled (?:up|down|back)|rolled back|reverted)`;
/** Past forms that cannot be advice to the founder ("Set your price above 22" is). */
export const ACCOUNT_DONE_ALONE = String.raw`(?:posted|uploaded|paused|unpaused|stopped|turned (?:off|on)|switched (?:off|on)|disabled|enabled|deactivated|re-?activated|activated|updated|changed|adjusted|lowered|raised|increased|decreased|reduced|capped|edited|repriced|relaunched|restarted|finished|fixed|reconnected|upgraded|downgraded|cancell?ed|unpublished|configured)`;
/** Present and -ing forms, for announcements and offers ("I'll pause the campaigns", "I can pause your ads"). */
export const ACCOUNT_DO = String.raw`(?:switch(?! (?:off|on))|migrate|pause|unpause|stop|turn (?:off|on)|switch (?:off|on)|shut (?:off|down)|disable|enable|deactivate|re-?activate|activate|update|change|set|reset|adjust|lower|raise|increase|decrease|reduce|cut|cap|edit|reprice|launch|relaunch|restart|finish|fix|connect|reconnect|upgrade|downgrade|cancel|publish|unpublish|configure|scale (?:up|down|back)|roll back|revert)`;
export const ACCOUNT_DOING = String.raw`(?:switching(?! (?:off|on))|moving|migrating|pausing|unpausing|stopping|turning (?:off|on)|switching (?:off|on)|shutting (?:off|down)|disabling|enabling|deactivating|re-?activating|activating|updating|changing|setting|resetting|adjusting|lowering|raising|increasing|decreasing|reducing|cutting|capping|editing|repricing|launching|relaunching|restarting|finishing|fixing|connecting|reconnecting|upgrading|downgrading|cancell?ing|publishing|unpublishing|configuring)`;
/** Up to six words between the verb and the thing: "paused all of your Meta campaigns", "posted both figures to your accounting ledger". */
export const THINGS_BEFORE = String.raw`(?:[\w'$€-]+(?:\.\d+)?\s+){0,6}?`;

/** The liberty an agent takes: "I took the liberty of withdrawing your enquiry". */
export const TOOK_THE_LIBERTY = String.raw`(?:took|taken) the liberty of (?:${DOING}|${ACCOUNT_DOING})`;

/** What opens a report of a done step in a checklist or status line: "✅" (read "Yes"), "Done:", "status:", "action taken:". */
export const REPORT_OPENER = String.raw`(?:\b(?:yes|yep|yup)\s*,|\b(?:yes|done|status|update|progress|in progress|result|actions?(?: taken)?|next step taken|completed|currently(?: processing)?|processing|confirmation|step\s*\d{1,2}|(?:also|we)(?=\s*:))\b\s*[:—-]?)`;

/** A system acting for the founder as the subject of a claim: "The system has submitted your order", "Our platform has paid the deposit". */
export const SYSTEM_AGENT = String.raw`(?:\b(?:the|our|your|my)\s+(?:[\w'’-]+\s+){0,2}?(?:system|platform|assistant|integration|tool|bot|automation|agent|workflow|app|account|script|connector|plugin)|^\W*(?:automation|the bot|autopilot|workflow|script)|\bautomated\s+(?:procurement|purchasing|ordering|buying|workflow|process|system)|\bprocurement\s+(?:bot|system|automation|agent|workflow))\b`;
