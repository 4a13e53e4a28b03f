import JavaScriptSemantics

/// The singular and plural of English nouns as json-server finds them, with the `pluralize`
/// module (8.0): a collection from a foreign key (`postId` names `posts`), a foreign key from a
/// collection (`categories` are named by `categoryId`), and a collection from `_expand`.
///
/// It is `pluralize` itself: the same irregular words, uncountable words and rules, tried in
/// the same order (the last rule that matches wins), with its regular expressions read by
/// `JavaScriptRegExp` and the case of the word kept as `pluralize` keeps it (`Posts` gives
/// `Post`, `POSTS` gives `POST`). A word already in the asked form is returned as it is.
public enum Inflection {
  /// `pluralize.plural(word)` as json-server uses it: `post` gives `posts`, `person` gives
  /// `people`, `posts` stays `posts`.
  public static func plural(_ word: String) -> String {
    plurals.answer(word) {
      replace($0, replacing: singularsToPlurals, keeping: pluralsToSingulars, rules: pluralRules)
    }
  }

  /// `pluralize.singular(word)`: `posts` gives `post`, `people` gives `person`, `post` stays
  /// `post`.
  public static func singular(_ word: String) -> String {
    singulars.answer(word) {
      replace($0, replacing: pluralsToSingulars, keeping: singularsToPlurals, rules: singularRules)
    }
  }

  /// The words inflected so far: a screen names its resource's records on every redraw, and
  /// trying pluralize's rules each time would cost every key tens of regular expressions.
  static let plurals = RememberedAnswers<String, String>(limit: 1024)
  static let singulars = RememberedAnswers<String, String>(limit: 1024)

  private typealias Rule = (expression: JavaScriptRegExp, replacement: String)

  private static func replace(
    _ word: String, replacing replacements: [String: String], keeping kept: [String: String],
    rules: [Rule]
  ) -> String {
    let token = JavaScriptCase.lowercased(word)
    if kept[token] != nil { return restoreCase(word, token) }
    if let replacement = replacements[token] { return restoreCase(word, replacement) }
    guard !token.isEmpty, !uncountables.contains(token) else { return word }
    let units = Array(word.utf16)
    let budget = WorkBudget.unlimited()
    for rule in rules.reversed() {
      guard case let registers?? = rule.expression.firstMatch(in: units, from: 0, budget: budget)
      else { continue }
      func group(_ number: Int) -> String {
        guard number <= rule.expression.captureCount else { return "" }
        let (from, to) = (registers[2 * number], registers[2 * number + 1])
        guard from >= 0, to >= from else { return "" }
        return String(decoding: units[from..<to], as: UTF16.self)
      }
      let result = interpolate(rule.replacement, group)
      let (start, end) = (registers[0], registers[1])
      let restored: String
      if start == end {
        let before = start > 0 ? String(decoding: units[(start - 1)..<start], as: UTF16.self) : ""
        restored = restoreCase(before, result)
      } else {
        restored = restoreCase(group(0), result)
      }
      return String(decoding: units[..<start], as: UTF16.self) + restored
        + String(decoding: units[end...], as: UTF16.self)
    }
    return word
  }

  /// `replacement` with `$0` … `$99` replaced by the match's groups (empty for a group that
  /// took no part).
  private static func interpolate(_ replacement: String, _ group: (Int) -> String) -> String {
    var result = ""
    var scalars = replacement.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "$", let first = scalars.first, let digit = first.properties.numericType,
        digit == .decimal, first.isASCII
      else {
        result.unicodeScalars.append(scalar)
        continue
      }
      var digits = String(scalars.removeFirst())
      if let second = scalars.first, second.isASCII, ("0"..."9").contains(second) {
        digits.unicodeScalars.append(scalars.removeFirst())
      }
      result += group(Int(digits) ?? 0)
    }
    return result
  }

  /// `pluralize`'s `restoreCase`: `token` in the case of `word`.
  private static func restoreCase(_ word: String, _ token: String) -> String {
    if word == token { return token }
    let lower = JavaScriptCase.lowercased(word)
    if word == lower { return JavaScriptCase.lowercased(token) }
    if word == word.uppercased() { return token.uppercased() }
    let first = word.utf16.first.map { String(decoding: [$0], as: UTF16.self) } ?? ""
    if first == first.uppercased() {
      let units = Array(token.utf16)
      let head = String(decoding: units.prefix(1), as: UTF16.self).uppercased()
      return head + JavaScriptCase.lowercased(String(decoding: units.dropFirst(), as: UTF16.self))
    }
    return JavaScriptCase.lowercased(token)
  }

  private static let irregulars: [(String, String)] = [
    ("I", "we"), ("me", "us"), ("he", "they"), ("she", "they"), ("them", "them"),
    ("myself", "ourselves"), ("yourself", "yourselves"), ("itself", "themselves"),
    ("herself", "themselves"), ("himself", "themselves"), ("themself", "themselves"),
    ("is", "are"), ("was", "were"), ("has", "have"), ("this", "these"), ("that", "those"),
    ("echo", "echoes"), ("dingo", "dingoes"), ("volcano", "volcanoes"),
    ("tornado", "tornadoes"), ("torpedo", "torpedoes"), ("genus", "genera"),
    ("viscus", "viscera"), ("stigma", "stigmata"), ("stoma", "stomata"), ("dogma", "dogmata"),
    ("lemma", "lemmata"), ("schema", "schemata"), ("anathema", "anathemata"), ("ox", "oxen"),
    ("axe", "axes"), ("die", "dice"), ("yes", "yeses"), ("foot", "feet"), ("eave", "eaves"),
    ("goose", "geese"), ("tooth", "teeth"), ("quiz", "quizzes"), ("human", "humans"),
    ("proof", "proofs"), ("carve", "carves"), ("valve", "valves"), ("looey", "looies"),
    ("thief", "thieves"), ("groove", "grooves"), ("pickaxe", "pickaxes"),
    ("passerby", "passersby"),
  ]

  private static let singularsToPlurals: [String: String] = Dictionary(
    irregulars.map { (JavaScriptCase.lowercased($0.0), JavaScriptCase.lowercased($0.1)) }
  ) { _, last in last }

  private static let pluralsToSingulars: [String: String] = Dictionary(
    irregulars.map { (JavaScriptCase.lowercased($0.1), JavaScriptCase.lowercased($0.0)) }
  ) { _, last in last }

  private static let uncountableRules = [
    "pok[eé]mon$", "[^aeiou]ese$", "deer$", "fish$", "measles$", "o[iu]s$", "pox$", "sheep$",
  ]

  private static let pluralRules: [Rule] = rules(
    [
      ("s?$", "s"), ("[^\\u0000-\\u007F]$", "$0"), ("([^aeiou]ese)$", "$1"),
      ("(ax|test)is$", "$1es"), ("(alias|[^aou]us|t[lm]as|gas|ris)$", "$1es"),
      ("(e[mn]u)s?$", "$1s"), ("([^l]ias|[aeiou]las|[ejzr]as|[iu]am)$", "$1"),
      (
        "(alumn|syllab|vir|radi|nucle|fung|cact|stimul|termin|bacill|foc|uter|loc|strat)(?:us|i)$",
        "$1i"
      ),
      ("(alumn|alg|vertebr)(?:a|ae)$", "$1ae"), ("(seraph|cherub)(?:im)?$", "$1im"),
      ("(her|at|gr)o$", "$1oes"),
      (
        "(agend|addend|millenni|dat|extrem|bacteri|desiderat|strat|candelabr|errat|ov|symposi|curricul|automat|quor)(?:a|um)$",
        "$1a"
      ),
      (
        "(apheli|hyperbat|periheli|asyndet|noumen|phenomen|criteri|organ|prolegomen|hedr|automat)(?:a|on)$",
        "$1a"
      ),
      ("sis$", "ses"), ("(?:(kni|wi|li)fe|(ar|l|ea|eo|oa|hoo)f)$", "$1$2ves"),
      ("([^aeiouy]|qu)y$", "$1ies"), ("([^ch][ieo][ln])ey$", "$1ies"),
      ("(x|ch|ss|sh|zz)$", "$1es"), ("(matr|cod|mur|sil|vert|ind|append)(?:ix|ex)$", "$1ices"),
      ("\\b((?:tit)?m|l)(?:ice|ouse)$", "$1ice"), ("(pe)(?:rson|ople)$", "$1ople"),
      ("(child)(?:ren)?$", "$1ren"), ("eaux$", "$0"), ("m[ae]n$", "men"), ("^thou$", "you"),
    ] + uncountableRules.map { ($0, "$0") })

  private static let singularRules: [Rule] = rules(
    [
      ("s$", ""), ("(ss)$", "$1"),
      ("(wi|kni|(?:after|half|high|low|mid|non|night|[^\\w]|^)li)ves$", "$1fe"),
      ("(ar|(?:wo|[ae])l|[eo][ao])ves$", "$1f"), ("ies$", "y"),
      (
        "\\b([pl]|zomb|(?:neck|cross)?t|coll|faer|food|gen|goon|group|lass|talk|goal|cut)ies$",
        "$1ie"
      ),
      ("\\b(mon|smil)ies$", "$1ey"), ("\\b((?:tit)?m|l)ice$", "$1ouse"),
      ("(seraph|cherub)im$", "$1"),
      (
        "(x|ch|ss|sh|zz|tto|go|cho|alias|[^aou]us|t[lm]as|gas|(?:her|at|gr)o|[aeiou]ris)(?:es)?$",
        "$1"
      ),
      ("(analy|diagno|parenthe|progno|synop|the|empha|cri|ne)(?:sis|ses)$", "$1sis"),
      ("(movie|twelve|abuse|e[mn]u)s$", "$1"), ("(test)(?:is|es)$", "$1is"),
      (
        "(alumn|syllab|vir|radi|nucle|fung|cact|stimul|termin|bacill|foc|uter|loc|strat)(?:us|i)$",
        "$1us"
      ),
      (
        "(agend|addend|millenni|dat|extrem|bacteri|desiderat|strat|candelabr|errat|ov|symposi|curricul|quor)a$",
        "$1um"
      ),
      (
        "(apheli|hyperbat|periheli|asyndet|noumen|phenomen|criteri|organ|prolegomen|hedr|automat)a$",
        "$1on"
      ),
      ("(alumn|alg|vertebr)ae$", "$1a"), ("(cod|mur|sil|vert|ind)ices$", "$1ex"),
      ("(matr|append)ices$", "$1ix"), ("(pe)(rson|ople)$", "$1rson"), ("(child)ren$", "$1"),
      ("(eau)x?$", "$1"), ("men$", "man"),
    ] + uncountableRules.map { ($0, "$0") })

  private static func rules(_ patterns: [(String, String)]) -> [Rule] {
    patterns.map { pattern, replacement in
      do {
        return (try JavaScriptRegExp(pattern, ignoringCase: true), replacement)
      } catch {
        // The patterns above are pluralize's own, and valid.
        preconditionFailure("pluralize's pattern \(pattern) does not compile: \(error)")
      }
    }
  }

  private static let uncountables: Set<String> = [
    "adulthood", "advice", "agenda", "aid", "aircraft", "alcohol", "ammo", "analytics", "anime",
    "athletics", "audio", "bison", "blood", "bream", "buffalo", "butter", "carp", "cash",
    "chassis", "chess", "clothing", "cod", "commerce", "cooperation", "corps", "debris",
    "diabetes", "digestion", "elk", "energy", "equipment", "excretion", "expertise", "firmware",
    "flounder", "fun", "gallows", "garbage", "graffiti", "hardware", "headquarters", "health",
    "herpes", "highjinks", "homework", "housework", "information", "jeans", "justice", "kudos",
    "labour", "literature", "machinery", "mackerel", "mail", "media", "mews", "moose", "music",
    "mud", "manga", "news", "only", "personnel", "pike", "plankton", "pliers", "police",
    "pollution", "premises", "rain", "research", "rice", "salmon", "scissors", "series",
    "sewage", "shambles", "shrimp", "software", "species", "staff", "swine", "tennis",
    "traffic", "transportation", "trout", "tuna", "wealth", "welfare", "whiting", "wildebeest",
    "wildlife", "you",
  ]
}
