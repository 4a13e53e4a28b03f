/// The decoder of one value of a ``DecodingInput``: the value starting at `start`, reached by
/// the coding path ending at step `path` (-1 for the top level).
struct ValueDecoder: Decoder {
  let input: DecodingInput
  let start: Int
  let path: Int

  var codingPath: [any CodingKey] { input.codingPath(path) }
  var userInfo: [CodingUserInfoKey: Any] { input.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(
      KeyedValueContainer<Key>(input: input, members: try input.openObject(at: start), path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedValueContainer(input: input, elements: try input.openArray(at: start), path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    try input.checkOpen()
    return SingleValueContainer(input: input, start: start, path: path)
  }
}

struct KeyedValueContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let input: DecodingInput
  /// Where the members are in the input's ``DecodingInput/members``.
  let members: Range<Int>
  let path: Int

  var codingPath: [any CodingKey] { input.codingPath(path) }

  var allKeys: [Key] {
    guard input.isOpen else { return [] }
    return members.compactMap { Key(stringValue: input.name(ofMember: $0)) }
  }

  func contains(_ key: Key) -> Bool {
    (try? input.member(named: key, in: members)) != nil
  }

  private func start(of key: Key) throws -> Int {
    guard let index = try input.member(named: key, in: members) else {
      throw input.decline(.missingKey)
    }
    return input.valueStart(ofMember: index)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try input.isNull(at: start(of: key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try input.decodeBool(at: start(of: key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try input.decodeString(at: start(of: key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try input.decodeDouble(at: start(of: key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    throw input.decline(.unsupported)
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try input.decodeInteger(type, at: start(of: key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try input.decode(type, at: start(of: key), path: input.step(from: path, by: key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(
      KeyedValueContainer<NestedKey>(
        input: input, members: try input.openObject(at: start(of: key)),
        path: input.step(from: path, by: key)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    UnkeyedValueContainer(
      input: input, elements: try input.openArray(at: start(of: key)),
      path: input.step(from: path, by: key))
  }

  func superDecoder() throws -> any Decoder {
    throw input.decline(.unsupported)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw input.decline(.unsupported)
  }
}

struct UnkeyedValueContainer: UnkeyedDecodingContainer {
  let input: DecodingInput
  /// Where the elements are in the input's ``DecodingInput/elements``.
  let elements: Range<Int>
  let path: Int
  private(set) var currentIndex = 0

  init(input: DecodingInput, elements: Range<Int>, path: Int) {
    self.input = input
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { input.codingPath(path) }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// Where the current element starts; throws at the end.
  private func currentStart() throws -> Int {
    try input.checkOpen()
    guard !isAtEnd else { throw input.decline(.mismatch) }
    return input.elementStart(elements.lowerBound + currentIndex)
  }

  /// The current element decoded by `decode`, moving past it when it decodes.
  private mutating func next<T>(_ decode: (DecodingInput, Int) throws -> T) throws -> T {
    let value = try decode(input, try currentStart())
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard try input.isNull(at: currentStart()) else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next { try $0.decodeBool(at: $1) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try next { try $0.decodeString(at: $1) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try next { try $0.decodeDouble(at: $1) }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    throw input.decline(.unsupported)
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int128.Type) throws -> Int128 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
    try next { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let step = input.step(from: path, by: IndexKey(currentIndex))
    return try next { try $0.decode(type, at: $1, path: step) }
  }

  /// Whether there is no current element, or it is `null`: either way `JSONDecoder` gives `nil`
  /// for it and moves past it, even past the end.
  private mutating func skipsAbsentOrNull() throws -> Bool {
    try input.checkOpen()
    if !isAtEnd, try !input.isNull(at: input.elementStart(elements.lowerBound + currentIndex)) {
      return false
    }
    currentIndex += 1
    return true
  }

  mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    try skipsAbsentOrNull() ? nil : decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let step = input.step(from: path, by: IndexKey(currentIndex))
    return try next { input, start in
      KeyedDecodingContainer(
        KeyedValueContainer<NestedKey>(
          input: input, members: try input.openObject(at: start), path: step))
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let step = input.step(from: path, by: IndexKey(currentIndex))
    return try next { input, start in
      UnkeyedValueContainer(input: input, elements: try input.openArray(at: start), path: step)
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    throw input.decline(.unsupported)
  }
}

struct SingleValueContainer: SingleValueDecodingContainer {
  let input: DecodingInput
  let start: Int
  let path: Int

  var codingPath: [any CodingKey] { input.codingPath(path) }

  func decodeNil() -> Bool {
    (try? input.isNull(at: start)) ?? false
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try input.decodeBool(at: start)
  }

  func decode(_ type: String.Type) throws -> String {
    try input.decodeString(at: start)
  }

  func decode(_ type: Double.Type) throws -> Double {
    try input.decodeDouble(at: start)
  }

  func decode(_ type: Float.Type) throws -> Float {
    throw input.decline(.unsupported)
  }

  func decode(_ type: Int.Type) throws -> Int {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: Int8.Type) throws -> Int8 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: Int16.Type) throws -> Int16 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: Int32.Type) throws -> Int32 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: Int64.Type) throws -> Int64 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: UInt.Type) throws -> UInt {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: Int128.Type) throws -> Int128 {
    try input.decodeInteger(type, at: start)
  }

  func decode(_ type: UInt128.Type) throws -> UInt128 {
    try input.decodeInteger(type, at: start)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try input.decode(type, at: start, path: path)
  }
}

/// The place of an element in an array, as `JSONDecoder` names it in a coding path.
struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) {
    intValue = index
  }

  init?(stringValue: String) {
    return nil
  }

  init?(intValue: Int) {
    self.intValue = intValue
  }
}
