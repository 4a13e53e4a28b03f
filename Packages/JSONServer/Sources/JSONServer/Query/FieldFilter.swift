import JSONCoding
import JavaScriptSemantics

/// A condition on one field, as json-server reads a query parameter such as `userId=1`,
/// `address.city=Kyoto`, `id_gte=5`, `id_ne=3` or `title_like=^notes`, and tests it as
/// JavaScript does.
///
/// The parameter's name is a path (``LodashPath``: `address.city`, `tags[0]`) followed by an
/// optional operator suffix. Its values are those `qs` gives it, one level flattened (`id=1&id=2`
/// and `id[]=1&id[]=2` are both `1` or `2`); a value may be text, an array or an object
/// (`a[b]=1`). A record whose field is missing or `null` passes no filter, not even `_ne`; any
/// other field is compared through its JavaScript text (`String(field)`: `fr,en` for an array,
/// `[object Object]` for an object, numbers as JavaScript writes them):
///
/// - `field=value` (``Operator/equal``): the field's text is one of the values (`===`:
///   case-sensitive, and never equal to an array or object value).
/// - `field_ne=value` (``Operator/notEqual``): the field's text is none of the values.
/// - `field_gte=value` and `field_lte=value` (``Operator/greaterThanOrEqual``,
///   ``Operator/lessThanOrEqual``): `value <= field` or `value >= field` for one of the values,
///   with JavaScript's comparison (``JavaScriptPrimitive``): two texts by UTF-16 code units,
///   anything else as numbers as `Number()` reads them (`0x10` is 16, `" 5 "` is 5, `abc` is
///   `NaN` and bounds nothing), an array as its text.
/// - `field_like=pattern` (``Operator/like``): `new RegExp(pattern, "i").test(String(field))`
///   for one of the patterns, read as `JavaScriptRegExp`. A pattern that is not a regular
///   expression, such as `(`, matches nothing, where json-server fails with 500. Patterns are
///   bounded in length and in the steps their matching takes (`WorkBudget`).
struct FieldFilter: Sendable {
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

  /// The parameter's name, such as `id_gte`.
  let parameter: String
  /// The field: the parameter's name without its suffix, such as `address.city`.
  let field: String
  let `operator`: Operator
  /// The values the parameter was given, in order.
  let values: [JSONValue]

  init(field: String, operator: Operator = .equal, values: [JSONValue]) {
    self.parameter = field + `operator`.rawValue
    self.field = field
    self.operator = `operator`
    self.values = values
  }

  init(field: String, operator: Operator = .equal, values: [String]) {
    self.init(field: field, operator: `operator`, values: values.map(JSONValue.string))
  }

  /// Creates the filter a query parameter named `name` stands for, with the value `qs` gave
  /// it: `id_gte` is ``Operator/greaterThanOrEqual`` on `id`, `id` is ``Operator/equal`` on
  /// `id`.
  init(parameter name: String, value: JSONValue) {
    let values: [JSONValue] = if case .array(let elements) = value { elements } else { [value] }
    let suffixed = Operator.allCases.first { $0 != .equal && name.hasSuffix($0.rawValue) }
    guard let suffixed else {
      self.init(field: name, values: values)
      return
    }
    self.init(
      field: String(name.dropLast(suffixed.rawValue.count)), operator: suffixed, values: values)
  }

  init(parameter name: String, values: [String]) {
    self.init(
      parameter: name,
      value: values.count == 1 ? .string(values[0]) : .array(values.map(JSONValue.string)))
  }

  /// Whether the filter takes part in selecting from `records`.
  ///
  /// json-server drops an equality filter that no record has (lodash's `_.has(record, name)`),
  /// so an unknown parameter (`?color=red`) is ignored; a filter with an operator always takes
  /// part, so `?color_ne=red` selects nothing.
  func isApplicable(to records: [JSONValue]) -> Bool {
    `operator` != .equal || records.contains { LodashPath.has(parameter, in: $0) }
  }

  /// Whether `record` passes; for many records, ``makeMatcher(budget:)`` is faster.
  func matches(_ record: JSONValue) -> Bool {
    makeMatcher()(record)
  }

  /// A test of whether a record passes, with the filter's regular expressions compiled once and
  /// matched within `budget`, each record counted as a step.
  func makeMatcher(budget: WorkBudget = WorkBudget()) -> (JSONValue) -> Bool {
    let field = field
    let values = values
    let texts = values.map { value -> String? in
      if case .string(let text) = value { text } else { nil }
    }
    func fieldValue(_ record: JSONValue) -> JSONValue? {
      guard budget.spend(1) else { return nil }
      switch LodashPath.value(at: field, in: record) {
      case nil, .null?: return nil
      case let value?: return value
      }
    }
    switch `operator` {
    case .equal:
      return { record in
        guard let text = fieldValue(record)?.javaScriptString else { return false }
        return texts.contains { $0?.isIdentical(to: text) == true }
      }
    case .notEqual:
      return { record in
        guard let text = fieldValue(record)?.javaScriptString else { return false }
        return !texts.contains { $0?.isIdentical(to: text) == true }
      }
    case .greaterThanOrEqual, .lessThanOrEqual:
      let bounds = values.map(\.javaScriptPrimitive)
      let isLowerBound = `operator` == .greaterThanOrEqual
      return { record in
        guard let value = fieldValue(record)?.javaScriptPrimitive else { return false }
        return bounds.contains { bound in
          isLowerBound
            ? JavaScriptPrimitive.lessOrEqual(bound, value)
            : JavaScriptPrimitive.lessOrEqual(value, bound)
        }
      }
    case .like:
      let expressions = values.compactMap { try? budget.expression(for: $0.javaScriptString) }
      return { record in
        guard let text = fieldValue(record)?.javaScriptString else { return false }
        let units = Array(text.utf16)
        return expressions.contains { expression in
          expression.firstMatch(in: units, from: 0, budget: budget).map { $0 != nil } ?? false
        }
      }
    }
  }
}
