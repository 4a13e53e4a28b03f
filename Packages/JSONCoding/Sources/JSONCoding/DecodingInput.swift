import Foundation

/// One decoding: its ``DecodingState``, shared by its decoders and containers, and the calls
/// into the types' own `init(from:)` between the state's operations.
///
/// The state lives behind a pointer that this object owns, so that its many small reads and
/// changes cost no run-time exclusivity check; none of its operations calls out, so none
/// overlaps another.
final class DecodingInput {
  private let state: UnsafeMutablePointer<DecodingState>
  let userInfo: [CodingUserInfoKey: Any]

  init(bytes: UnsafeBufferPointer<UInt8>, userInfo: [CodingUserInfoKey: any Sendable]) {
    state = .allocate(capacity: 1)
    state.initialize(to: DecodingState(bytes: bytes))
    self.userInfo = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 as Any }
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  var isOpen: Bool { state.pointee.isOpen }
  var nameComparisons: Int { state.pointee.nameComparisons }
  var isDeclined: Bool { state.pointee.isDeclined }

  /// Ends the decoding: the text may go away.
  func close() {
    state.pointee.close()
  }

  func decline(_ reason: FastJSONDecoder.Declined) -> FastJSONDecoder.Declined {
    state.pointee.decline(reason)
  }

  func checkOpen() throws {
    try state.pointee.checkOpen()
  }

  func step(from parent: Int, by key: some CodingKey) -> Int {
    state.pointee.step(from: parent, by: key)
  }

  func codingPath(_ step: Int) -> [any CodingKey] {
    state.pointee.codingPath(step)
  }

  func openObject(at start: Int) throws -> Range<Int> {
    try state.pointee.openObject(at: start)
  }

  func openArray(at start: Int) throws -> Range<Int> {
    try state.pointee.openArray(at: start)
  }

  func member(named key: some CodingKey, in range: Range<Int>) throws -> Int? {
    try state.pointee.member(named: key, in: range)
  }

  func valueStart(ofMember index: Int) -> Int {
    state.pointee.members[index].valueStart
  }

  func elementStart(_ index: Int) -> Int {
    state.pointee.elements[index]
  }

  func name(ofMember index: Int) -> String {
    state.pointee.name(ofMember: index)
  }

  func isNull(at start: Int) throws -> Bool {
    try state.pointee.isNull(at: start)
  }

  func decodeBool(at start: Int) throws -> Bool {
    try state.pointee.decodeBool(at: start)
  }

  func decodeString(at start: Int) throws -> String {
    try state.pointee.decodeString(at: start)
  }

  func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, at start: Int) throws -> T {
    try state.pointee.decodeInteger(type, at: start)
  }

  func decodeDouble(at start: Int) throws -> Double {
    try state.pointee.decodeDouble(at: start)
  }

  /// The `T` at `start`, whose coding path ends at `path`, decoded as `JSONDecoder` decodes it:
  /// a `URL` from its string, any other type by its `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type, at start: Int, path: Int) throws -> T {
    try checkOpen()
    if T.self == String.self, let value = try decodeString(at: start) as? T {
      return value
    }
    if T.self == Int.self, let value = try decodeInteger(Int.self, at: start) as? T {
      return value
    }
    if T.self == URL.self {
      guard let url = URL(string: try decodeString(at: start)), let value = url as? T else {
        throw decline(.mismatch)
      }
      return value
    }
    if T.self == Data.self || T.self == Decimal.self || T.self == Float.self {
      throw decline(.unsupported)
    }
    return try T(from: ValueDecoder(input: self, start: start, path: path))
  }
}
