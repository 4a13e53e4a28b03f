import Foundation
import JSONCoding

/// The rules a record must follow to be written, which the real service does not have: the
/// fields each model requires present and not blank, every field of the model, when present, of
/// its model's type, plausible email addresses, and foreign keys naming existing records.
///
/// Fields a resource does not know are accepted and stored as they are. The problems are
/// reported all at once, by field, in the order the API serves the fields, with the paths of
/// nested fields written with dots (`address.city`):
///
/// - `"can't be blank"`: a required field is missing or null, or a required text is empty or only
///   white space.
/// - `"must be a number"`, `"must be a positive whole number"`, `"must be a string"`, `"must be
///   true or false"`, `"must be an object"`: a field has the wrong type.
/// - `"is invalid"`: an email address has not exactly one `@`, an empty part before it, no dot
///   after it, or white space.
/// - `"does not exist"`: a foreign key (`userId` of a post) names no record.
/// - `"has already been taken"`: a new record's `id` is that of an existing record.
///
/// Posts need `userId`, `title` and `body`; comments `postId`, `name`, `email` and `body`; albums
/// `userId` and `title`; photos `albumId`, `title`, `url` and `thumbnailUrl`; to-dos `userId`,
/// `title` and `completed`; users `name`, `username` and `email`, while their `address`, `phone`,
/// `website` and `company` (and the members of the address and company) may be left out, so that
/// a user can be created from a name, a handle and an address alone. An `id` may always be left
/// out, or be null.
enum SampleValidator {
  /// A field's problems, in the order they were found.
  typealias FieldErrors = [(field: String, messages: [String])]

  /// The problems of `record`, a JSON object of `resource`, given the records of `database`;
  /// empty when it may be written. `isNew` says that the record is to be created, and its `id`
  /// must then be free.
  static func errors(
    in record: JSONValue, of resource: SampleResource, in database: Database, isNew: Bool
  ) -> FieldErrors {
    var errors: FieldErrors = []
    check(record, against: rules(of: resource), prefix: "", into: &errors) { rule, value in
      switch rule {
      case .reference(let parent):
        guard let id = wholeNumber(value) else { return nil }
        return database[parent].record(withID: id) == nil ? "does not exist" : nil
      case .identifier where isNew:
        guard let id = wholeNumber(value) else { return nil }
        return database[resource].record(withID: id) == nil ? nil : "has already been taken"
      default:
        return nil
      }
    }
    return errors
  }

  /// `record` with its identifier and foreign keys written as integers (`7` for `7.0`), the way
  /// the API lists them; to be used on a record without errors.
  static func normalized(_ record: JSONValue, of resource: SampleResource) -> JSONValue {
    var result = record
    for (name, rule) in rules(of: resource) {
      switch rule {
      case .identifier, .reference:
        guard let value = record.value(atPath: [Substring(name)]), let id = wholeNumber(value)
        else { continue }
        result = result.setting(.integer(id), forKey: name)
      default:
        continue
      }
    }
    return result
  }

  /// The positive whole number `value` is, whether written `7` or `7.0`; `nil` for anything else.
  static func wholeNumber(_ value: JSONValue) -> Int? {
    guard let double = value.numericValue, case .number = value, double > 0,
      double == double.rounded()
    else { return nil }
    return Int(exactly: double)
  }

  /// Whether `text` looks like an email address: exactly one `@`, something before it, a dot
  /// after it, and no white space.
  static func isPlausibleEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return false }
    return !text.unicodeScalars.contains { $0.properties.isWhitespace }
  }

  private indirect enum Rule {
    /// The record's own `id`: absent, null or a positive whole number.
    case identifier
    /// A foreign key: a positive whole number naming a record of the resource.
    case reference(SampleResource)
    /// A string, not blank when `isRequired`, and otherwise allowed to be absent.
    case text(isRequired: Bool)
    /// A required, plausible email address.
    case email
    /// A required boolean.
    case flag
    /// An object that may be absent, whose members follow `rules`.
    case object([(String, Rule)])
  }

  private static func rules(of resource: SampleResource) -> [(String, Rule)] {
    let required = Rule.text(isRequired: true)
    let optional = Rule.text(isRequired: false)
    switch resource {
    case .posts:
      return [
        ("userId", .reference(.users)), ("id", .identifier), ("title", required),
        ("body", required),
      ]
    case .comments:
      return [
        ("postId", .reference(.posts)), ("id", .identifier), ("name", required),
        ("email", .email), ("body", required),
      ]
    case .albums:
      return [("userId", .reference(.users)), ("id", .identifier), ("title", required)]
    case .photos:
      return [
        ("albumId", .reference(.albums)), ("id", .identifier), ("title", required),
        ("url", required), ("thumbnailUrl", required),
      ]
    case .todos:
      return [
        ("userId", .reference(.users)), ("id", .identifier), ("title", required),
        ("completed", .flag),
      ]
    case .users:
      let geo = Rule.object([("lat", optional), ("lng", optional)])
      let address = Rule.object([
        ("street", optional), ("suite", optional), ("city", optional),
        ("zipcode", optional), ("geo", geo),
      ])
      let company = Rule.object([("name", optional), ("catchPhrase", optional), ("bs", optional)])
      return [
        ("id", .identifier), ("name", required), ("username", required), ("email", .email),
        ("address", address), ("phone", optional), ("website", optional), ("company", company),
      ]
    }
  }

  /// Checks the members of `object` against `rules`, adding problems to `errors`; `lookUp` gives
  /// the problem, if any, of a well-typed value that depends on other records.
  private static func check(
    _ object: JSONValue, against rules: [(String, Rule)], prefix: String,
    into errors: inout FieldErrors, lookUp: (Rule, JSONValue) -> String?
  ) {
    for (name, rule) in rules {
      let field = prefix + name
      let value = object.value(atPath: [Substring(name)])
      if case .object(let memberRules) = rule {
        switch value {
        case nil: continue
        case .object?:
          check(
            value ?? .null, against: memberRules, prefix: field + ".", into: &errors, lookUp: lookUp
          )
        default: errors.append((field, ["must be an object"]))
        }
        continue
      }
      if let message = problem(with: value, under: rule) ?? value.flatMap({ lookUp(rule, $0) }) {
        errors.append((field, [message]))
      }
    }
  }

  /// The problem of a field's `value`, `nil` when absent, under `rule`, other records aside.
  private static func problem(with value: JSONValue?, under rule: Rule) -> String? {
    switch (rule, value) {
    case (.identifier, nil), (.identifier, .null?), (.text(isRequired: false), nil):
      return nil
    case (.text(isRequired: false), .null?):
      return "must be a string"
    case (_, nil), (_, .null?):
      return "can't be blank"
    case (.identifier, let value?), (.reference, let value?):
      switch value {
      case .number:
        return wholeNumber(value) == nil ? "must be a positive whole number" : nil
      default: return "must be a number"
      }
    case (.text(let isRequired), .string(let text)?):
      return isRequired && isBlank(text) ? "can't be blank" : nil
    case (.email, .string(let text)?):
      if isBlank(text) { return "can't be blank" }
      return isPlausibleEmail(text) ? nil : "is invalid"
    case (.text, _), (.email, _):
      return "must be a string"
    case (.flag, .bool?):
      return nil
    case (.flag, _):
      return "must be true or false"
    case (.object, _):
      return nil
    }
  }

  private static func isBlank(_ text: String) -> Bool {
    text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}
