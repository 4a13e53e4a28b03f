/// An option with a value, declared once, that reads its value from a parse result already
/// converted to `Value`.
///
/// <!-- not compiled: a member of the program's declarations; parsed is a parse result -->
/// ```swift
/// static let page = Option<Int>(
///   "page", valueName: "N", summary: "Show page N", expecting: "a positive whole number"
/// ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
/// let page = try parsed.value(of: page)  // Int?
/// ```
///
/// A value that does not convert is a ``UsageError``: `invalid value 'x' for '--page'
/// (expected a positive whole number)`.
public struct Option<Value>: Sendable {
  /// The option as the parser, help and completions see it.
  public let spec: OptionSpec
  /// What a valid value looks like, as errors say it: `a positive whole number`.
  public let expectation: String
  private let convert: @Sendable (String) -> Value?

  /// Declares the option `--name VALUE` (and `-short VALUE`), whose text `convert` turns into a
  /// value, or `nil` when the text is not one that `expectation` describes.
  public init(
    _ name: String,
    short: Character? = nil,
    valueName: String,
    summary: String,
    defaultDescription: String? = nil,
    allowedValues: [String] = [],
    isRequired: Bool = false,
    expecting expectation: String,
    convert: @escaping @Sendable (String) -> Value?
  ) {
    spec = .value(
      name, short: short, valueName: valueName, summary: summary,
      defaultDescription: defaultDescription,
      allowedValues: allowedValues, isRequired: isRequired)
    self.expectation = expectation
    self.convert = convert
  }

  /// The value `text` stands for; `command` is named in the error, for its usage line.
  ///
  /// - Throws: ``UsageError`` when `text` does not convert.
  public func value(from text: String, command: String?) throws(UsageError) -> Value {
    guard let value = convert(text) else {
      throw UsageError(
        "invalid value '\(text)' for '--\(spec.name)' (expected \(expectation))", command: command)
    }
    return value
  }
}

extension Option {
  /// The last value given to the option in `arguments` that converts, read without parsing
  /// them (up to a `--`), so that a program can honour the option even on a command line that
  /// does not parse, such as `--color never` when reporting a usage error.
  public func lastValue(in arguments: [String]) -> Value? {
    let long = "--\(spec.name)"
    var found: Value?
    var words = arguments[...]
    while let word = words.popFirst(), word != "--" {
      let text: String?
      if word == long {
        text = words.first
      } else if word.hasPrefix(long + "=") {
        text = String(word.dropFirst(long.count + 1))
      } else {
        text = nil
      }
      found = text.flatMap(convert) ?? found
    }
    return found
  }
}

extension Option where Value == String {
  /// Declares the option `--name TEXT` (and `-short TEXT`), whose value is any text.
  public init(
    _ name: String,
    short: Character? = nil,
    valueName: String,
    summary: String,
    defaultDescription: String? = nil,
    allowedValues: [String] = [],
    isRequired: Bool = false
  ) {
    self.init(
      name, short: short, valueName: valueName, summary: summary,
      defaultDescription: defaultDescription,
      allowedValues: allowedValues, isRequired: isRequired, expecting: "text", convert: { $0 })
  }
}

extension ParsedArguments {
  /// The last value given to `option`, converted, or `nil` when it was not given.
  ///
  /// - Throws: ``UsageError`` when the value does not convert.
  public func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = values[option.spec.name]?.last else { return nil }
    return try option.value(from: text, command: command)
  }

  /// Whether `option` was given, whatever its value.
  public func isGiven<Value>(_ option: Option<Value>) -> Bool {
    values[option.spec.name] != nil
  }

  /// Every value given to `option`, converted, in the order given.
  ///
  /// - Throws: ``UsageError`` for the first value that does not convert.
  public func values<Value>(of option: Option<Value>) throws(UsageError) -> [Value] {
    var converted: [Value] = []
    for text in values[option.spec.name] ?? [] {
      converted.append(try option.value(from: text, command: command))
    }
    return converted
  }
}
