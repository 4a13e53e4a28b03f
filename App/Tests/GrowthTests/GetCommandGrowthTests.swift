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

    /// `count` rows of a table sent as columns and rows, as datasette sends one.
    static func rows(_ count: Int) -> Data {
      let rows = LoopbackLists.array(count) { id in
        #"[\#(id),"Book \#(id * 7919 % 100_003)","Author \#(id % 5)",\#(1990 + id % 30),\#(id % 2)]"#
      }
      var body = Data(
        #"{"database":"library","table":"books","columns":["id","title","author","year","in_stock"],"rows":"#
          .utf8)
      body.append(rows)
      body.append(Data(#","next":null,"next_url":null}"#.utf8))
      return body
    }

    /// The lists measured: records of a JSON array, on a terminal or into a pipe, and a table
    /// sent as columns and rows.
    enum Shape: String, CaseIterable, Sendable {
      case table = "a table"
      case rows
      case columnsAndRows = "columns and rows"

      func body(_ count: Int) -> Data {
        self == .columnsAndRows ? GetCommand.rows(count) : GetCommand.customers(count)
      }
    }

    @Test(arguments: Shape.allCases)
    func aListOfRecordsIsReadAndWrittenInLinearTime(shape: Shape) async throws {
      let lists = Inputs { shape.body($0) }
      let server = try LoopbackLists.server { _, count in lists(count) }
      defer { server.stop() }

      let measurement = try await GrowthCheck(
        name: "app get, \(shape.rawValue)", bound: 32, size: 200, prepare: { _ = lists($0) }
      ) { count in
        let base = server.baseURL.appendingPathComponent("\(count)").absoluteString
        let written = try await InProcessProgram.written(
          ["get", "/customers", "--base-url", base], outputIsTerminal: shape == .table)
        try #require(written > count * 20, "every record is written")
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
