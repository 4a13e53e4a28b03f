import JSONCoding

/// A property path as lodash 4 reads it for `_.get`, `_.has` and `_.orderBy`, which json-server
/// uses for filters (`address.city=Lyon`) and sorting: `a.b`, `a[0]`, `a["b.c"]`, and a name
/// that holds a dot when the object has a member of that name.
///
/// On JSON values, a step takes an object's own member, an array's element or `length`, or a
/// string's UTF-16 code unit or `length`, as JavaScript's property access does; anything else
/// is `undefined` (`nil`). Methods of JavaScript's prototypes (`toString`, `constructor`) are
/// never found: where lodash's `_.get` gives a function, this gives `nil`.
public enum LodashPath {
  /// lodash's `castPath(path, object)`: the path as one key when it is one, else its keys.
  private static func keys(of path: String, in object: JSONValue?) -> [String] {
    if isKey(path, in: object) { return [path] }
    return stringToPath(path)
  }

  /// lodash's `_.get(object, path)`: the value at `path`, or `nil` for `undefined`; a step
  /// into `null` is `undefined` too.
  public static func value(at path: String, in object: JSONValue) -> JSONValue? {
    let keys = keys(of: path, in: object)
    var current: JSONValue? = object
    for key in keys {
      guard let value = current, value != .null else { return nil }
      current = property(key, of: value)
    }
    return current
  }

  /// lodash's `_.has(object, path)`: whether every step of `path` is an own property, the last
  /// one `null` or not (`a.b` of `{"a": {"b": null}}` is there, `a.b` of `{"a": null}` is not).
  public static func has(_ path: String, in object: JSONValue) -> Bool {
    var current = object
    for key in keys(of: path, in: object) {
      guard current != .null, let next = property(key, of: current) else { return false }
      current = next
    }
    return true
  }

  /// JavaScript's `value[key]` for an own property of a JSON value: the key is one step, even
  /// with a dot or brackets in it, and an index is canonical decimal text (`01` is no index).
  public static func property(_ key: String, of value: JSONValue) -> JSONValue? {
    switch value {
    case .object(let members):
      return members.first { $0.name.isIdentical(to: key) }?.value
    case .array(let elements):
      if key == "length" { return .number(JSONNumber(elements.count)) }
      return index(key, count: elements.count).map { elements[$0] }
    case .string(let string):
      let units = string.utf16
      if key == "length" { return .number(JSONNumber(units.count)) }
      return index(key, count: units.count).map { offset in
        let unit = units[units.index(units.startIndex, offsetBy: offset)]
        return .string(String(decoding: [unit], as: UTF16.self))
      }
    case .null, .bool, .number:
      return nil
    }
  }

  /// The index `key` names in a list of `count` elements, when it is one: decimal digits
  /// without a leading zero (but `0` itself), below `count`. No bound but `count` is needed: no
  /// JavaScript array or string is long enough to reach 2^32 - 1, where array indices end.
  private static func index(_ key: String, count: Int) -> Int? {
    let digits = key.utf8
    guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let index = Int(key), index < count
    else { return nil }
    return index
  }

  /// lodash's `isKey`: a plain name (`/^\w*$/`), one that is no deep path, or the name of a
  /// property the object has.
  private static func isKey(_ path: String, in object: JSONValue?) -> Bool {
    let units = Array(path.utf16)
    if units.allSatisfy(JavaScriptRegExp.CodeUnitSet.wordCharacters.contains) { return true }
    let budget = WorkBudget.unlimited()
    if deepProperty.firstMatch(in: units, from: 0, budget: budget) == .some(nil) { return true }
    guard let object else { return false }
    return property(path, of: object) != nil
  }

  /// lodash's `stringToPath`: the keys of a path such as `a[0].b["c"]`, without looking at an
  /// object (`a.b` is two keys even where `a.b` names a member); `.a` starts with an empty key,
  /// and a quoted key keeps what a backslash escapes.
  public static func stringToPath(_ path: String) -> [String] {
    let units = Array(path.utf16)
    var keys: [String] = []
    if units.first == 0x2E { keys.append("") }
    let budget = WorkBudget.unlimited()
    var index = 0
    while index <= units.count,
      case let registers?? = propertyName.firstMatch(in: units, from: index, budget: budget)
    {
      let start = registers[0]
      let end = registers[1]
      func group(_ number: Int) -> String? {
        let (from, to) = (registers[2 * number], registers[2 * number + 1])
        guard from >= 0, to >= from else { return nil }
        return String(decoding: units[from..<to], as: UTF16.self)
      }
      if group(2) != nil, let quoted = group(3) {
        keys.append(unescaped(quoted))
      } else if let number = group(1), !number.isEmpty {
        keys.append(number)
      } else {
        keys.append(String(decoding: units[start..<end], as: UTF16.self))
      }
      index = end > start ? end : end + 1
    }
    return keys
  }

  /// `text.replace(/\\(\\)?/g, '$1')`: a backslash escapes the next backslash, and is dropped
  /// before anything else.
  private static func unescaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\\" {
        if scalars.first == "\\" { result.append(scalars.removeFirst()) }
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// lodash's `reIsDeepProp`.
  private static let deepProperty = expression(#"\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]"#)
  /// lodash's `rePropName`.
  private static let propertyName = expression(
    #"[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))"#
  )

  private static func expression(_ pattern: String) -> JavaScriptRegExp {
    do {
      return try JavaScriptRegExp(pattern, ignoringCase: false)
    } catch {
      // The patterns above are lodash's own, and valid.
      preconditionFailure("lodash's pattern \(pattern) does not compile: \(error.reason)")
    }
  }
}
