import Foundation

/// A condition on one field, as json-server reads a query parameter such as `userId=1`,
/// `address.city=Kyoto`, `id_gte=5`, `id_ne=3` or `title_like=^notes`.
///
/// The parameter's name is the field, a member name or a dotted path of them, followed by an
/// optional operator suffix; every value the parameter was given counts:
///
/// - `field=value` (``Operator/equal``): the field's text is one of the values. Text is compared
///   as strings, case-sensitively: a number is its decimal text (`userId=1` matches 1,
///   `userId=01` does not) and a boolean is `true` or `false`.
/// - `field_ne=value` (``Operator/notEqual``): the field's text is none of the values.
/// - `field_gte=value` and `field_lte=value` (``Operator/greaterThanOrEqual``,
///   ``Operator/lessThanOrEqual``): the field is at least, or at most, one of the values. A
///   numeric or boolean field compares as a number, and a value that is not a number
///   (JavaScript's `Number` gives `NaN`) bounds nothing; a string field compares as a string, by
///   UTF-16 code units.
/// - `field_like=pattern` (``Operator/like``): the field's text matches one of the patterns, a
///   case-insensitive regular expression found anywhere in it (`^` and `$` anchor it; an empty
///   pattern matches any text). A pattern that is not a valid regular expression, such as `(`,
///   matches nothing, where json-server would fail with 500. Patterns are bounded in length and
///   in matching time (``SampleLikeBudget``).
///
/// A record whose field is missing or `null`, or is an array or an object, passes no filter,
/// not even `_ne`.
struct SampleFilter: Hashable, Sendable {
  /// How a filter compares a field with its values: the suffix of the parameter's name.
  enum Operator: String, CaseIterable, Hashable, Sendable {
    /// No suffix: the field equals one of the values.
    case equal = ""
    /// `_ne`: the field equals none of the values.
    case notEqual = "_ne"
    /// `_gte`: the field is greater than or equal to one of the values.
    case greaterThanOrEqual = "_gte"
    /// `_lte`: the field is less than or equal to one of the values.
    case lessThanOrEqual = "_lte"
    /// `_like`: the field matches one of the values as a case-insensitive regular expression.
    case like = "_like"
  }

  /// The field: a member name or a dotted path of them, such as `address.city`.
  let field: String
  /// How the field is compared.
  let `operator`: Operator
  /// The values the parameter was given, in order.
  let values: [String]
  private let path: [Substring]

  /// Creates a filter on `field`.
  init(field: String, operator: Operator = .equal, values: [String]) {
    self.field = field
    self.operator = `operator`
    self.values = values
    self.path = field.split(separator: ".", omittingEmptySubsequences: false)
  }

  /// Creates the filter a query parameter named `name` stands for: `id_gte` is
  /// ``Operator/greaterThanOrEqual`` on `id`, `id` is ``Operator/equal`` on `id`.
  init(parameter name: String, values: [String]) {
    let suffixed = Operator.allCases.first { $0 != .equal && name.hasSuffix($0.rawValue) }
    guard let suffixed else {
      self.init(field: name, values: values)
      return
    }
    self.init(
      field: String(name.dropLast(suffixed.rawValue.count)), operator: suffixed, values: values)
  }

  /// Whether the filter takes part in selecting from `records`.
  ///
  /// json-server drops an equality filter on a field that no record has, so an unknown
  /// parameter (`?color=red`) is ignored; a filter with an operator always takes part, so
  /// `?color_ne=red` selects nothing.
  func isApplicable(to records: [JSONValue]) -> Bool {
    `operator` != .equal || records.contains { $0.value(atPath: path) != nil }
  }

  /// Whether `record` passes; for many records, ``makeMatcher()`` is faster.
  func matches(_ record: JSONValue) -> Bool {
    makeMatcher()(record)
  }

  /// A test of whether a record passes, with the filter's regular expressions compiled once and
  /// matched within `budget`.
  func makeMatcher(budget: SampleLikeBudget = SampleLikeBudget()) -> (JSONValue) -> Bool {
    let path = path
    let values = values
    switch `operator` {
    case .equal:
      return { record in SampleFilter.text(of: record, at: path).map(values.contains) ?? false }
    case .notEqual:
      return { record in
        SampleFilter.text(of: record, at: path).map { !values.contains($0) } ?? false
      }
    case .greaterThanOrEqual:
      return { record in
        guard let field = record.value(atPath: path) else { return false }
        return values.contains { SampleFilter.compare(field, with: $0).map { $0 >= 0 } ?? false }
      }
    case .lessThanOrEqual:
      return { record in
        guard let field = record.value(atPath: path) else { return false }
        return values.contains { SampleFilter.compare(field, with: $0).map { $0 <= 0 } ?? false }
      }
    case .like:
      let expressions = values.compactMap(budget.expression(for:))
      return { record in
        guard let text = SampleFilter.text(of: record, at: path) else { return false }
        return expressions.contains { budget.matches($0, in: text) }
      }
    }
  }

  /// How `field` compares with the query text `value`: negative when the field is smaller, zero
  /// when equal, positive when greater; `nil` when they cannot be compared.
  private static func compare(_ field: JSONValue, with value: String) -> Int? {
    if case .string(let string) = field {
      return JSONValue.compareUTF16(string, value)
    }
    guard let number = field.numericValue, let bound = JavaScriptNumber.number(value) else {
      return nil
    }
    return number < bound ? -1 : (number > bound ? 1 : 0)
  }

  /// The text of the field at `path` in `record` for comparing with query text, or `nil` when it
  /// is missing, `null`, an array or an object.
  private static func text(of record: JSONValue, at path: [Substring]) -> String? {
    switch record.value(atPath: path) {
    case nil, .null?: nil
    case let value?: value.queryText
    }
  }
}
