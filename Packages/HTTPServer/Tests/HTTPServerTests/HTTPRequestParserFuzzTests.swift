import Dependencies
import Foundation
import TestSupport
import Testing

@testable import HTTPServer

/// Random and mutated requests, from fixed seeds: the parser never crashes, always ends, and never
/// holds more than its limits allow.
@Suite struct HTTPRequestParserFuzzTests {
  static let corpus = [
    "GET /posts/1 HTTP/1.1\r\nHost: localhost\r\nAccept: */*\r\n\r\n",
    "POST /posts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"title\":\"a\"}",
    "PATCH /posts/1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n3\r\n:1}\r\n0\r\n\r\n",
    "HEAD /users?_page=2&_limit=3 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
    "PUT /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok",
  ].map { Array($0.utf8) }

  /// Bytes that parsers tend to treat specially.
  static let interesting: [UInt8] =
    Array(" \t\r\n:;,/?%0123456789aAfFzZ-_\u{7F}".utf8) + [0, 0x80, 0xFF]

  static func mutated(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
      let byte =
        Bool.random(using: &random)
        ? interesting.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where !bytes.isEmpty: bytes[index] = byte
      case 1: bytes.insert(byte, at: index)
      case 2 where !bytes.isEmpty: bytes.remove(at: index)
      case 3: bytes.insert(contentsOf: bytes[index...].prefix(64), at: index)
      case 4: bytes = Array(bytes.prefix(index))
      default: bytes.insert(contentsOf: repeatElement(byte, count: 300), at: index)
      }
    }
    return bytes
  }

  static func parse(_ bytes: [UInt8], pieceSize: Int) -> (outcomes: Int, held: Int) {
    let result = HTTPRequestParserTests.parse(
      bytes, pieceSize: pieceSize, maximumHeadSize: 512, maximumBodySize: 1_024)
    return (result.outcomes.count, result.held)
  }

  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func mutatedRequestsNeverCrashOrHoldMoreThanTheLimits(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      let source = Self.corpus.randomElement(using: &random) ?? []
      let repeated = Array(repeating: source, count: Int.random(in: 1...3, using: &random)).flatMap
      { $0 }
      let bytes = Self.mutated(repeated, using: &random)
      let result = Self.parse(bytes, pieceSize: Int.random(in: 1...64, using: &random))

      // A request's head and body, plus at most one read's worth that was not parsed yet.
      check(result.held <= 512 + 1_024 + 64 + 300 * 4)
      check(result.outcomes <= bytes.count)
    }
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomBytesNeverCrash(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0...2_000, using: &random)).map { _ in
        Bool.random(using: &random)
          ? Self.interesting.randomElement(using: &random) ?? 0
          : UInt8.random(in: 0...255, using: &random)
      }
      let result = Self.parse(bytes, pieceSize: Int.random(in: 1...512, using: &random))

      check(result.held <= 512 + 1_024 + 512)
    }
  }
}
