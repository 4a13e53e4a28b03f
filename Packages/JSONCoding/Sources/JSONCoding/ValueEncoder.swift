/// The encoder of one value of an ``EncodingOutput``: the value of slot `slot`, while it is the
/// one with identifier `id`.
struct ValueEncoder: Encoder {
  let output: EncodingOutput
  let slot: Int
  let id: Int

  var codingPath: [any CodingKey] { output.codingPath(output.slotPath(slot, id: id)) }
  var userInfo: [CodingUserInfoKey: Any] { output.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    guard let frame = output.containerFrame(slot: slot, id: id, isObject: true) else {
      output.decline(.reusedContainer)
      return KeyedEncodingContainer(KeyedOutputContainer(output: output, frame: -1, id: -1))
    }
    return KeyedEncodingContainer(
      KeyedOutputContainer(output: output, frame: frame.index, id: frame.id))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    guard let frame = output.containerFrame(slot: slot, id: id, isObject: false) else {
      output.decline(.reusedContainer)
      return UnkeyedOutputContainer(output: output, frame: -1, id: -1)
    }
    return UnkeyedOutputContainer(output: output, frame: frame.index, id: frame.id)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueOutputContainer(output: output, slot: slot, id: id)
  }
}

/// The members of an object being written: frame `frame` while it is the one with identifier
/// `id`.
struct KeyedOutputContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let output: EncodingOutput
  let frame: Int
  let id: Int

  var codingPath: [any CodingKey] { output.codingPath(output.framePath(frame, id: id)) }

  mutating func encodeNil(forKey key: Key) throws {
    _ = try output.beginMember(key, frame: frame, id: id)
    output.writeNull()
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    _ = try output.beginMember(key, frame: frame, id: id)
    output.writeString(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    _ = try output.beginMember(key, frame: frame, id: id)
    try output.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    _ = try output.beginMember(key, frame: frame, id: id)
    try output.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    _ = try output.beginMember(key, frame: frame, id: id)
    output.writeInteger(value)
  }

  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: Int128, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode(_ value: UInt128, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encodeValue(value, forKey: key)
  }

  private func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
    let (depth, parent) = try output.beginMember(key, frame: frame, id: id)
    try output.encode(value, depth: depth, parent: parent, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    guard let (depth, parent) = try? output.beginMember(key, frame: frame, id: id) else {
      return KeyedEncodingContainer(
        KeyedOutputContainer<NestedKey>(output: output, frame: -1, id: -1))
    }
    let nested = output.openFrame(
      isObject: true, depth: depth, path: output.step(from: parent, by: key))
    return KeyedEncodingContainer(
      KeyedOutputContainer<NestedKey>(output: output, frame: nested.index, id: nested.id))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    guard let (depth, parent) = try? output.beginMember(key, frame: frame, id: id) else {
      return UnkeyedOutputContainer(output: output, frame: -1, id: -1)
    }
    let nested = output.openFrame(
      isObject: false, depth: depth, path: output.step(from: parent, by: key))
    return UnkeyedOutputContainer(output: output, frame: nested.index, id: nested.id)
  }

  mutating func superEncoder() -> any Encoder {
    output.decline(.superEncoder)
    return ValueEncoder(output: output, slot: -1, id: -1)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    output.decline(.superEncoder)
    return ValueEncoder(output: output, slot: -1, id: -1)
  }
}

/// The elements of an array being written: frame `frame` while it is the one with identifier
/// `id`.
struct UnkeyedOutputContainer: UnkeyedEncodingContainer {
  let output: EncodingOutput
  let frame: Int
  let id: Int
  private(set) var count = 0

  init(output: EncodingOutput, frame: Int, id: Int) {
    self.output = output
    self.frame = frame
    self.id = id
  }

  var codingPath: [any CodingKey] { output.codingPath(output.framePath(frame, id: id)) }

  mutating func encodeNil() throws {
    _ = try output.beginElement(frame: frame, id: id)
    count += 1
    output.writeNull()
  }

  mutating func encode(_ value: Bool) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: String) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Double) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Float) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Int) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Int8) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Int16) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Int32) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Int64) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: UInt) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: UInt8) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: UInt16) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: UInt32) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: UInt64) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: Int128) throws {
    try encodeElement(value)
  }

  mutating func encode(_ value: UInt128) throws {
    try encodeElement(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeElement(value)
  }

  private mutating func encodeElement<T: Encodable>(_ value: T) throws {
    let (depth, parent, index) = try output.beginElement(frame: frame, id: id)
    count += 1
    try output.encode(value, depth: depth, parent: parent, key: IndexKey(index))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    guard let (depth, parent, index) = try? output.beginElement(frame: frame, id: id) else {
      return KeyedEncodingContainer(
        KeyedOutputContainer<NestedKey>(output: output, frame: -1, id: -1))
    }
    count += 1
    let nested = output.openFrame(
      isObject: true, depth: depth, path: output.step(from: parent, by: IndexKey(index)))
    return KeyedEncodingContainer(
      KeyedOutputContainer<NestedKey>(output: output, frame: nested.index, id: nested.id))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    guard let (depth, parent, index) = try? output.beginElement(frame: frame, id: id) else {
      return UnkeyedOutputContainer(output: output, frame: -1, id: -1)
    }
    count += 1
    let nested = output.openFrame(
      isObject: false, depth: depth, path: output.step(from: parent, by: IndexKey(index)))
    return UnkeyedOutputContainer(output: output, frame: nested.index, id: nested.id)
  }

  mutating func superEncoder() -> any Encoder {
    output.decline(.superEncoder)
    return ValueEncoder(output: output, slot: -1, id: -1)
  }
}

/// The one value of slot `slot`, while it is the one with identifier `id`.
struct SingleValueOutputContainer: SingleValueEncodingContainer {
  let output: EncodingOutput
  let slot: Int
  let id: Int

  var codingPath: [any CodingKey] { output.codingPath(output.slotPath(slot, id: id)) }

  mutating func encodeNil() throws {
    try output.encodeSingleNull(slot: slot, id: id)
  }

  mutating func encode(_ value: Bool) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: String) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Double) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Float) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Int) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Int8) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Int16) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Int32) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Int64) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: UInt) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: UInt8) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: UInt16) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: UInt32) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: UInt64) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: Int128) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode(_ value: UInt128) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try output.encodeSingle(value, slot: slot, id: id)
  }
}
