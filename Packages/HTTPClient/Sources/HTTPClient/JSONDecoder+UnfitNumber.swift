import Foundation

extension JSONDecoder {
  /// The most numbers ``decodeLocatingUnfitNumbers(_:from:)`` tries before it gives up looking.
  static let maximumNumberProbes = 16

  /// Decodes a `type` value from `data` as `decode(_:from:)` does, except that a number that does
  /// not fit the type asked for (`99999999999999999999` or `1e30` for an `Int`) is reported where
  /// it stands: `DecodingError.dataCorrupted` at its coding path, such as `[0].id`.
  ///
  /// Foundation's decoder reports such a number as data that is not valid JSON, at no path. The
  /// number is then looked for by decoding again with one suspect (a number that is not an `Int`
  /// literal, in the order of the text, at most ``maximumNumberProbes`` of them) replaced by a
  /// string: the decoder names the path and type where it meets the string, and the suspect is
  /// the one when it does not decode as that type on its own.
  func decodeLocatingUnfitNumbers<Value: Decodable>(
    _ type: Value.Type, from data: Data
  ) throws -> Value {
    do {
      return try decode(type, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw unfitNumber(in: data, decoding: type) ?? DecodingError.dataCorrupted(context)
    }
  }

  private func unfitNumber<Value: Decodable>(
    in data: Data, decoding type: Value.Type
  ) -> DecodingError? {
    let bytes = Array(data)
    let suspects = JSONNumberScan.nonIntegerRanges(in: bytes, limit: Self.maximumNumberProbes)
    for range in suspects {
      var probe = bytes
      probe.replaceSubrange(range, with: Array(#""""#.utf8))
      do {
        _ = try decode(type, from: Data(probe))
      } catch DecodingError.typeMismatch(let expected, let context) {
        let number = String(decoding: bytes[range], as: UTF8.self)
        guard !decodes(number, as: expected) else { continue }
        let shown = number.count > 40 ? String(number.prefix(39)) + "…" : number
        return .dataCorrupted(
          .init(
            codingPath: context.codingPath,
            debugDescription: "Number \(shown) does not fit in \(expected)."))
      } catch {
        continue
      }
    }
    return nil
  }

  /// Whether `number`, alone, decodes as `type`.
  private func decodes(_ number: String, as type: Any.Type) -> Bool {
    guard let type = type as? any Decodable.Type else { return false }
    return decodes(number, asDecodable: type)
  }

  private func decodes<Value: Decodable>(_ number: String, asDecodable type: Value.Type) -> Bool {
    (try? decode(type, from: Data(number.utf8))) != nil
  }
}
