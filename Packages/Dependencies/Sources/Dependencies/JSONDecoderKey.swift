import Foundation

extension DependencyValues {
  /// The decoder for server responses.
  ///
  /// Live and test: a plain `JSONDecoder`, since decoding is pure and deterministic.
  public var jsonDecoder: JSONDecoder {
    get { self[JSONDecoderKey.self] }
    set { self[JSONDecoderKey.self] = newValue }
  }
}

private enum JSONDecoderKey: DependencyKey {
  static var liveValue: JSONDecoder { JSONDecoder() }
  static var testValue: JSONDecoder { JSONDecoder() }
}
