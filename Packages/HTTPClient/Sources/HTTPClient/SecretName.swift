/// Whether a header field, a query parameter or a body's member carries a secret by its name
/// alone: one whose words (split at `-`, `_`, `.` and changes of case) hold `token`, `secret`,
/// `password`, `passwd`, `auth`, `authorization`, `session`, `signature`, `credential` or
/// `cookie`, or end with `key` (`PRIVATE-TOKEN`, `X-Auth-Token`, `api_key`,
/// `X-Amz-Security-Token`, `x-goog-api-key`); but not the words of paging and sorting that
/// only look alike (`pageToken`, `nextPageToken`, `page_token`, `sort_key`), nor a word that
/// merely starts like one (`author`, `authorId`).
///
/// ```swift
/// let secret = SecretName.isSecret("PRIVATE-TOKEN")
/// // secret == true; SecretName.isSecret("nextPageToken") == false
/// ```
public enum SecretName {
  /// Whether `name` carries a secret by its words, as the type says.
  public static func isSecret(_ name: String) -> Bool {
    let words = words(of: name)
    guard let last = words.last, words.allSatisfy({ !notSecretWords.contains($0) }) else {
      return false
    }
    return lastWords.contains(last) || words.contains { secretWords.contains($0) }
  }

  /// The words that make a name secret wherever they stand.
  static let secretWords: Set<String> = [
    "token", "secret", "password", "passwd", "auth", "authorization", "session", "signature",
    "credential", "credentials", "cookie",
  ]
  /// The words that make a name secret as its last.
  static let lastWords: Set<String> = ["key", "apikey"]
  /// The words of paging and sorting, whose names are no secret whatever else they hold.
  static let notSecretWords: Set<String> = ["page", "sort", "order", "cursor"]

  /// The words of `name`, lowercased: split at `-`, `_`, `.` and spaces, and where a lowercase
  /// letter or a digit is followed by an uppercase one (`pageToken`), or an uppercase run by an
  /// uppercase letter and a lowercase one (`APIKey`).
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var word = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if "-_. ".contains(character) {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      if character.isUppercase, let previous = word.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        {
          words.append(word)
          word = ""
        }
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words.map { $0.lowercased() }
  }
}

extension Set<String> {
  /// Whether a header field, parameter or member named `name` is secret: one of these names
  /// (lowercased), or secret by its name alone (``SecretName/isSecret(_:)``).
  public func holdsSecret(named name: String) -> Bool {
    contains(name.lowercased()) || SecretName.isSecret(name)
  }
}
