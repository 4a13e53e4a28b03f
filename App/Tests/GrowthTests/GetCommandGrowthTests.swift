import Foundation
import TestSupport
import Testing

extension Growth {
  /// `app get` against a loopback server: receiving a list of records of unknown shape,
  /// reading it into `JSONValue`s, choosing the columns, and writing the table fitted to a
  /// terminal or the rows into a pipe, through the program's own entry point.
  @Suite struct GetCommand {
    /// `count` customers with a nested object, an array and a long text.
    static func customers(_ count: Int) -> Data {
      LoopbackLists.array(count) { id in
        """
        {"id":\(id),"name":"Customer \(id * 7919 % 100_003)","email":"c\(id)@mail.example",\
        "balance":\(id % 1000).90,"tags":["retail","vip"],"address":{"city":"Lyon",\
        "geo":{"lat":"45.76","lng":"4.83"}},"note":"A careful editor measured the shared \
        calendar one step at a time."}
        """
      }
    }

    @Test(arguments: [true, false])
    func aListOfRecordsIsReadAndWrittenInLinearTime(onTerminal: Bool) async throws {
      let lists = Inputs { Self.customers($0) }
      let server = try LoopbackLists.server { _, count in lists(count) }
      defer { server.stop() }
      let format = onTerminal ? "a table" : "rows"

      let measurement = try await GrowthCheck(
        name: "app get, \(format)", bound: 32, size: 200, prepare: { _ = lists($0) }
      ) { count in
        let base = server.baseURL.appendingPathComponent("\(count)").absoluteString
        let written = try await InProcessProgram.written(
          ["get", "/customers", "--base-url", base], outputIsTerminal: onTerminal)
        try #require(written > count * 20, "every record is written")
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
