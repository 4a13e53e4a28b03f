import Foundation
import JSONCoding

/// Where a field item's name puts its value in the body, as httpie 3 reads nested names:
/// `name` is a field of the body, `a[b]` the field `b` of the object `a`, `a[b][c]` deeper,
/// `tags[]` a new last element of the array `tags`, and `tags[1]` its element at 1.
///
/// A bracket written `\[` or `\]` is part of the name: `a\[b\]` names the field `a[b]`.
///
/// ```swift
/// var body: JSONObject = [:]
/// try FieldPath(parsing: "user[name]").set("Ada", in: &body)
/// try FieldPath(parsing: "user[tags][]").set("admin", in: &body)
/// // body == ["user": ["name": "Ada", "tags": ["admin"]]]
/// ```
public struct FieldPath: Sendable, Hashable, CustomStringConvertible {
  /// One step below the body's field.
  public enum Step: Sendable, Hashable {
    /// The field of this name of an object.
    case key(String)
    /// The element at this index of an array.
    case index(Int)
    /// A new element after the last of an array.
    case append
  }

  /// The body's field.
  public var field: String
  /// The steps below it, outermost first; none for the field itself.
  public var steps: [Step]

  /// The most steps a name may take, and the highest index it may give: a name from a command
  /// line never builds a body deeper or larger than a person means.
  public static let maximumSteps = 32
  public static let maximumIndex = 9_999

  /// Why a name is not a path, or a path cannot be set, as the rest of a line that quotes the
  /// item: `has a '[' that is not closed`.
  public struct Problem: Error, Sendable, Hashable {
    public var reason: String

    public init(reason: String) {
      self.reason = reason
    }
  }

  public init(field: String, steps: [Step] = []) {
    self.field = field
    self.steps = steps
  }

  /// The path `name` writes.
  ///
  /// - Throws: ``Problem`` for a bracket that is not closed, text between a `]` and the next
  ///   `[`, an empty field before the first `[`, an index above ``maximumIndex`` or more steps
  ///   than ``maximumSteps``.
  public init(parsing name: String) throws(Problem) {
    var field = ""
    var steps: [Step] = []
    var characters = Array(name)[...]
    // The body's field: up to the first unescaped `[`.
    while let character = characters.first, character != "[" {
      characters.removeFirst()
      if character == "\\", let next = characters.first, next == "[" || next == "]" {
        field.append(next)
        characters.removeFirst()
      } else {
        field.append(character)
      }
    }
    if characters.isEmpty {
      self.init(field: field)
      return
    }
    guard !field.isEmpty else {
      throw Problem(reason: "has no field before its '[' (a body is an object)")
    }
    while !characters.isEmpty {
      guard characters.first == "[" else {
        throw Problem(reason: "has text after a ']' that is not in brackets")
      }
      characters.removeFirst()
      var key = ""
      var isEscaped = false
      var closed = false
      while let character = characters.first {
        characters.removeFirst()
        if character == "\\", let next = characters.first, next == "[" || next == "]" {
          key.append(next)
          characters.removeFirst()
          isEscaped = true
        } else if character == "]" {
          closed = true
          break
        } else {
          key.append(character)
        }
      }
      guard closed else { throw Problem(reason: "has a '[' that is not closed") }
      if key.isEmpty, !isEscaped {
        steps.append(.append)
      } else if !isEscaped, key.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let index = Int(key)
      {
        guard index <= Self.maximumIndex else {
          throw Problem(reason: "gives an index above \(Self.maximumIndex)")
        }
        steps.append(.index(index))
      } else {
        steps.append(.key(key))
      }
      guard steps.count <= Self.maximumSteps else {
        throw Problem(reason: "goes more than \(Self.maximumSteps) levels deep")
      }
    }
    self.init(field: field, steps: steps)
  }

  /// The name as a command line writes it: `user[tags][]`.
  public var description: String {
    steps.reduce(Self.escaped(field)) { text, step in
      switch step {
      case .key(let key): text + "[" + Self.escaped(key) + "]"
      case .index(let index): text + "[\(index)]"
      case .append: text + "[]"
      }
    }
  }

  /// Puts `value` at the path in `body`, making the objects and arrays on the way, and
  /// filling an array's gap before an index with `null`s.
  ///
  /// - Throws: ``Problem`` when a step meets a value of the other kind: a key of an array, an
  ///   index of an object, or either of text, a number, a boolean or `null`.
  public func set(_ value: JSONValue, in body: inout JSONObject) throws(Problem) {
    body[field] = try fieldValue(setting: value, in: body[field])
  }

  /// What the body's ``field`` holds once `value` is put at the path, when it held `current`
  /// (`nil` when the body has no such field): `value` itself for a path without steps.
  ///
  /// - Throws: ``Problem`` as ``set(_:in:)`` does.
  public func fieldValue(setting value: JSONValue, in current: JSONValue?) throws(Problem)
    -> JSONValue
  {
    try Self.setting(value, at: steps[...], in: current, named: field)
  }

  /// `container` with `value` at `steps`.
  private static func setting(
    _ value: JSONValue, at steps: ArraySlice<Step>, in container: JSONValue?, named name: String
  ) throws(Problem) -> JSONValue {
    guard let step = steps.first else { return value }
    let rest = steps.dropFirst()
    switch (step, container) {
    case (.key(let key), .none), (.key(let key), .object?):
      var object = container?.object ?? [:]
      object[key] = try setting(value, at: rest, in: object[key], named: key)
      return .object(object)
    case (.append, .none), (.append, .array?):
      var array = container?.array ?? []
      array.append(try setting(value, at: rest, in: nil, named: name))
      return .array(array)
    case (.index(let index), .none), (.index(let index), .array?):
      var array = container?.array ?? []
      if index >= array.count {
        array += Array(repeating: .null, count: index - array.count + 1)
      }
      // A `null`, such as one filling a gap, is a place to build in.
      var current: JSONValue?
      if array[index] != .null { current = array[index] }
      array[index] = try setting(value, at: rest, in: current, named: name)
      return .array(array)
    case (.key(let key), let other?):
      throw Problem(reason: "gives the field '\(key)' to '\(name)', which is \(other.kindName)")
    case (.append, let other?), (.index, let other?):
      throw Problem(reason: "gives an element to '\(name)', which is \(other.kindName)")
    }
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
  }
}
