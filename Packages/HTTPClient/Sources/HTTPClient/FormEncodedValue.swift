import HTTPBasics

/// A value of a form-encoded body (`application/x-www-form-urlencoded`), in the nested shape
/// that Rails and Stripe read: a text, a list, or named fields, each written as a literal.
///
/// ```swift
/// let body = RequestBody.formEncoded([
///   "email": "ada@example.com",
///   "metadata": ["plan": "pro", "seats": 3],
///   "expand": ["invoice_settings", "tax"],
/// ])
/// // String(decoding: body.data, as: UTF8.self) == "email=ada%40example.com"
/// //   + "&metadata[plan]=pro&metadata[seats]=3&expand[]=invoice_settings&expand[]=tax"
/// ```
public indirect enum FormEncodedValue: Sendable {
  /// A text, sent as it is: `name=text`.
  case text(String)
  /// A list: each text as `name[]=text`, each list or fields at its index, `name[0][key]=…`.
  case list([FormEncodedValue])
  /// Named fields, in order: `name[key]=…`.
  case fields([(name: String, value: FormEncodedValue)])

  /// The `name=value` pairs of the value called `name`, not yet percent-encoded; an empty list
  /// or fields give none.
  func pairs(named name: [String]) -> [(name: [String], value: String)] {
    switch self {
    case .text(let text):
      return [(name, text)]
    case .list(let items):
      return items.enumerated().flatMap { index, item in
        if case .text(let text) = item {
          return [(name + [""], text)]
        }
        return item.pairs(named: name + ["\(index)"])
      }
    case .fields(let fields):
      return fields.flatMap { field in field.value.pairs(named: name + [field.name]) }
    }
  }

  /// The body's text for `fields`: each name's first segment, then the rest in brackets, each
  /// segment and each value percent-encoded on its own (see `QueryEncoding` in `HTTPBasics`).
  static func encoded(_ fields: [(name: String, value: FormEncodedValue)]) -> String {
    FormEncodedValue.fields(fields).pairs(named: []).map { pair in
      let name = bracketed(pair.name.map { QueryEncoding.encode($0) })
      return "\(name)=\(QueryEncoding.encode(pair.value))"
    }.joined(separator: "&")
  }

  /// A field's name of `segments`: the first, then each other in brackets
  /// (`metadata[plan]`, `tags[]`).
  static func bracketed(_ segments: [String]) -> String {
    (segments.first ?? "") + segments.dropFirst().map { "[\($0)]" }.joined()
  }
}

extension FormEncodedValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self = .text(value)
  }
}

extension FormEncodedValue: ExpressibleByIntegerLiteral {
  /// A number, sent as its decimal text.
  public init(integerLiteral value: Int) {
    self = .text("\(value)")
  }
}

extension FormEncodedValue: ExpressibleByBooleanLiteral {
  /// `true` or `false`, as Rails and Stripe read them.
  public init(booleanLiteral value: Bool) {
    self = .text("\(value)")
  }
}

extension FormEncodedValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: FormEncodedValue...) {
    self = .list(elements)
  }
}

extension FormEncodedValue: ExpressibleByDictionaryLiteral {
  /// Named fields, in the literal's order.
  public init(dictionaryLiteral elements: (String, FormEncodedValue)...) {
    self = .fields(elements.map { (name: $0.0, value: $0.1) })
  }
}
