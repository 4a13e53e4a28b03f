import Foundation
import HTTPClient
import TestSupport
import Testing

extension Growth {
  /// Saying where an answer stops being JSON, with n and 16 n records before its mistake: the
  /// line and column are counted once through the body.
  @Suite struct NotJSONBody {
    /// A list of `count` records, one a line, that ends with a word that is no JSON.
    static func body(_ count: Int) -> Data {
      Data(
        ("[" + String(repeating: "{\"id\": 1, \"title\": \"Tides\"},\n", count: count) + "oops]")
          .utf8)
    }

    @Test func theLineAndColumnOfTheMistakeCostTheBodysLength() async throws {
      let inputs = Inputs { Self.body($0) }

      let measurement = try await GrowthCheck(
        name: "body not JSON", bound: 32, size: 2_000, prepare: { _ = inputs($0) }
      ) { count in
        do {
          _ = try PathAnswer(body: inputs(count))
          throw CancellationError()
        } catch let refusal as PathAnswer.Refusal {
          guard refusal.description.hasSuffix("line \(count + 1), column 1") else {
            throw CancellationError()
          }
        }
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
