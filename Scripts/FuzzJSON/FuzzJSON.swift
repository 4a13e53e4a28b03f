import Foundation
import HTTPClient
import JSONCoding
import Models

/// libFuzzer's entry point: every check on one input. A check that finds the fast coders
/// giving what Foundation's would not stops the process with both answers, and libFuzzer keeps
/// the input; AddressSanitizer stops it at any read or write out of bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  // The input's own bytes, not a copy, so that a read past their end is caught.
  let data =
    start.map {
      Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: count, deallocator: .none)
    } ?? Data()
  let plan = Plan(bytes)
  let check = Check(bytes: bytes, data: data, plan: plan)

  check.decoding(Probe.self)
  check.encoding(check.decoding(Value.self, always: true))
  check.encoding(check.decoding(Listing.self, always: true))
  check.encoding(check.decoding([Listing].self))
  check.encoding(check.decoding(Exotic.self, always: true))
  check.encoding(check.decoding([Post].self))
  check.encoding(check.decoding(User.self))
  check.encoding(check.decoding([String: Double].self))
  check.encoding(check.decoding([Double?].self))
  check.encoding(check.decoding(String.self))
  check.encoding(check.decoding(Int.self))
  check.encoding(check.decoding(UInt64.self))
  check.encoding(check.decoding(Double.self))
  check.encoding(check.decoding(Bool?.self))
  check.encoding(check.decoding(Date.self))
  check.encoding(check.decoding(URL.self))
  // ListPayload reads anything but an array, or an object for a member, with JSONDecoder alone.
  switch bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
  case UInt8(ascii: "["):
    check.list(Post.self, member: nil)
    check.list(Listing.self, member: nil)
  case UInt8(ascii: "{"):
    check.list(Todo.self, member: "data")
  default:
    break
  }
  return 0
}

/// The checks of one input.
struct Check {
  let bytes: UnsafeRawBufferPointer
  let data: Data
  let plan: Plan

  /// Decodes the input as a `T` with both decoders: a value from the fast one must be the one
  /// `JSONDecoder` gives. Returns the value, `JSONDecoder`'s, when it asked `JSONDecoder`: when
  /// the fast decoder gave one, or `always`.
  @discardableResult
  func decoding<T: Decodable & Equatable>(_ type: T.Type, always: Bool = false) -> T? {
    decoding(type, from: bytes, data: data, plan: plan, always: always)
  }

  private func decoding<T: Decodable & Equatable>(
    _ type: T.Type, from bytes: UnsafeRawBufferPointer, data: Data, plan: Plan, always: Bool
  ) -> T? {
    let decoder = JSONDecoder()
    decoder.userInfo = [Plan.key: plan]
    guard let fast = FastJSONDecoder(standingInFor: decoder) else {
      fail("FastJSONDecoder does not stand in for a default JSONDecoder")
    }
    let actual = Result { try fast.decode(T.self, from: bytes) }
    guard case .success(let value) = actual else {
      return always ? try? decoder.decode(T.self, from: data) : nil
    }
    let expected = Result { try decoder.decode(T.self, from: data) }
    guard case .success(let wanted) = expected, value == wanted,
      sameText(value, wanted, plan: plan)
    else {
      fail(
        "decoding \(T.self) from \(text(bytes)):\n  fast: \(actual)\n  JSONDecoder: \(expected)")
    }
    return wanted
  }

  /// Encodes `value` with both encoders, formatted as the plan chooses: text from the fast one
  /// must be `JSONEncoder`'s. That text then decodes alike with both decoders.
  func encoding<T: Codable & Equatable>(_ value: T?) {
    guard let value else { return }
    var choices = plan.choices(at: [])
    let encoder = JSONEncoder()
    encoder.userInfo = [Plan.key: plan]
    encoder.outputFormatting = [.sortedKeys]
    if choices.oneIn(2) {
      encoder.outputFormatting.insert(.prettyPrinted)
    }
    if choices.oneIn(2) {
      encoder.outputFormatting.insert(.withoutEscapingSlashes)
    }
    let expected = Result { try encoder.encode(value) }
    guard let fast = FastJSONEncoder(standingInFor: encoder) else {
      fail("FastJSONEncoder does not stand in for \(encoder.outputFormatting)")
    }
    let actual = Result { try fast.encode(value) }
    if case .success(let text) = actual {
      guard case .success(let wanted) = expected, Array(wanted) == text else {
        fail(
          "encoding \(value) as \(T.self), \(encoder.outputFormatting.rawValue):\n"
            + "  fast: \(actual.map { String(decoding: $0, as: UTF8.self) })\n"
            + "  JSONEncoder: \(expected.map { String(decoding: $0, as: UTF8.self) })")
      }
    }
    guard case .success(let wanted) = expected else { return }
    wanted.withUnsafeBytes { encoded in
      _ = decoding(T.self, from: encoded, data: wanted, plan: Plan(encoded), always: false)
    }
  }

  /// Reads the input as a list of `Item`s with `ListPayload`, through the fast decoder (a
  /// default `JSONDecoder`) and without it (a decoder with a strategy of its own that no field
  /// of `Item` uses): both must give the same items, and leave out the same records, or throw
  /// alike.
  func list<Item: Codable & Hashable & Sendable>(_ type: Item.Type, member: String?) {
    let plain = JSONDecoder()
    let reference = JSONDecoder()
    reference.dataDecodingStrategy = .deferredToData
    func read(with decoder: JSONDecoder) -> Result<ListPayload<Item>, any Error> {
      Result {
        guard let member else {
          return try ListPayload<Item>(decoding: data, with: decoder, resource: "items")
        }
        return try ListPayload<Item>(
          decoding: data, with: decoder, resource: "items", member: member)
      }
    }
    let actual = read(with: plain)
    let expected = read(with: reference)
    let isSame: Bool
    switch (actual, expected) {
    case (.success(let list), .success(let wanted)):
      isSame =
        list.items == wanted.items && list.skipped == wanted.skipped
        && sameText(list.items, wanted.items, plan: plan)
    case (.failure(let error), .failure(let wanted)):
      isSame = String(describing: error) == String(describing: wanted)
    default:
      isSame = false
    }
    guard isSame else {
      fail(
        "ListPayload<\(Item.self)> of \(text(bytes)), member \(member ?? "none"):\n"
          + "  fast: \(actual)\n  JSONDecoder alone: \(expected)")
    }
  }
}

/// Whether `JSONEncoder` writes `left` and `right` alike, which tells `-0.0` from `0.0`.
private func sameText<T>(_ left: T, _ right: T, plan: Plan) -> Bool {
  guard let left = left as? any Encodable, let right = right as? any Encodable else { return true }
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  encoder.userInfo = [Plan.key: plan]
  return (try? encoder.encode(left)) == (try? encoder.encode(right))
}

private func text(_ bytes: UnsafeRawBufferPointer) -> String {
  String(decoding: bytes, as: UTF8.self).debugDescription + " (\(bytes.count) bytes)"
}

private func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("fuzz-json: \(message)\n".utf8))
  abort()
}
