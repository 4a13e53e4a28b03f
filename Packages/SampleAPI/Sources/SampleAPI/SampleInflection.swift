/// The singular and plural of English nouns, as json-server finds a collection from a foreign
/// key (`postId` names `posts`) and a foreign key from a collection (`categories` are named by
/// `categoryId`).
///
/// It knows the regular rules (`posts`, `boxes`, `categories`, `leaves`, `heroes`), the
/// common irregular nouns (`people`, `children`, `men`, `mice`, ...) and nouns that do not
/// change (`news`, `series`, `sheep`, ...). A word already in the asked form is returned as it
/// is, and the first letter keeps its case.
enum SampleInflection {
  /// The plural of `word`: `post` gives `posts`, `posts` stays `posts`.
  static func plural(_ word: String) -> String {
    let lower = word.lowercased()
    guard !word.isEmpty, !uncountable.contains(lower) else { return word }
    if let irregular = pluralsBySingular[lower] { return matchingCase(irregular, of: word) }
    if singularsByPlural[lower] != nil || isRegularPlural(lower) { return word }
    for (ending, replacement) in pluralEndings where lower.hasSuffix(ending) {
      return String(word.dropLast(ending.count)) + replacement
    }
    return word + "s"
  }

  /// The singular of `word`: `posts` gives `post`, `post` stays `post`.
  static func singular(_ word: String) -> String {
    let lower = word.lowercased()
    guard !word.isEmpty, !uncountable.contains(lower) else { return word }
    if let irregular = singularsByPlural[lower] { return matchingCase(irregular, of: word) }
    if pluralsBySingular[lower] != nil || !isRegularPlural(lower) { return word }
    for (ending, replacement) in singularEndings where lower.hasSuffix(ending) {
      return String(word.dropLast(ending.count)) + replacement
    }
    return String(word.dropLast())
  }

  private static func isRegularPlural(_ lower: String) -> Bool {
    lower.hasSuffix("s") && !["ss", "us", "is"].contains { lower.hasSuffix($0) }
  }

  private static func matchingCase(_ word: String, of original: String) -> String {
    guard let first = original.first, first.isUppercase else { return word }
    return word.prefix(1).uppercased() + word.dropFirst()
  }

  private static let uncountable: Set<String> = [
    "data", "deer", "equipment", "fish", "information", "media", "money", "news", "rice",
    "series", "sheep", "species", "feedback", "moose", "salmon", "traffic",
  ]

  private static let pluralsBySingular: [String: String] = [
    "person": "people", "man": "men", "woman": "women", "child": "children", "tooth": "teeth",
    "foot": "feet", "mouse": "mice", "goose": "geese", "ox": "oxen", "datum": "data",
    "index": "indices", "matrix": "matrices", "vertex": "vertices", "criterion": "criteria",
    "quiz": "quizzes", "status": "statuses", "bus": "buses", "alias": "aliases",
    "analysis": "analyses", "axis": "axes", "crisis": "crises", "thesis": "theses",
  ]

  private static let singularsByPlural = Dictionary(
    uniqueKeysWithValues: pluralsBySingular.map { ($0.value, $0.key) })

  /// Endings of singular words and what replaces them in the plural, longest first.
  private static let pluralEndings: [(String, String)] = [
    ("buffalo", "buffaloes"), ("tomato", "tomatoes"), ("potato", "potatoes"), ("echo", "echoes"),
    ("hero", "heroes"), ("veto", "vetoes"), ("knife", "knives"), ("wife", "wives"),
    ("life", "lives"), ("leaf", "leaves"), ("half", "halves"), ("wolf", "wolves"),
    ("shelf", "shelves"), ("calf", "calves"), ("ch", "ches"), ("sh", "shes"), ("ss", "sses"),
    ("ay", "ays"), ("ey", "eys"), ("oy", "oys"), ("uy", "uys"), ("y", "ies"), ("x", "xes"),
    ("z", "zes"), ("us", "uses"), ("is", "ises"),
  ]

  /// Endings of plural words and what replaces them in the singular, longest first.
  private static let singularEndings: [(String, String)] = [
    ("buffaloes", "buffalo"), ("tomatoes", "tomato"), ("potatoes", "potato"),
    ("echoes", "echo"), ("heroes", "hero"), ("vetoes", "veto"), ("knives", "knife"),
    ("wives", "wife"), ("lives", "life"), ("leaves", "leaf"), ("halves", "half"),
    ("wolves", "wolf"), ("shelves", "shelf"), ("calves", "calf"), ("movies", "movie"),
    ("cookies", "cookie"), ("ches", "ch"), ("shes", "sh"), ("sses", "ss"), ("xes", "x"),
    ("ies", "y"),
  ]
}
