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

    /// `count` books of a JSON:API document, each with its attributes, a to-one relationship
    /// and a to-many one.
    static func resources(_ count: Int) -> Data {
      let resources = LoopbackLists.array(count) { id in
        #"{"type":"book","id":"\#(id)","attributes":{"title":"Book \#(id * 7919 % 100_003)","#
          + #""year":\#(1990 + id % 30),"summary":"A careful editor measured the calendar."},"#
          + #""relationships":{"author":{"data":{"type":"author","#
          + #""id":"\#(id % 5 + 1)"}},"tags":{"data":[{"type":"tag","id":"1"},"#
          + #"{"type":"tag","id":"2"}]}}}"#
      }
      var body = Data(#"{"data":"#.utf8)
      body.append(resources)
      body.append(Data(#","jsonapi":{"version":"1.0"},"meta":{"total":\#(count)}}"#.utf8))
      return body
    }

    /// The lists measured: records of a JSON array, on a terminal or into a pipe, a table
    /// sent as columns and rows, and JSON:API's resources with their relationships.
    enum Shape: String, CaseIterable, Sendable {
      case table = "a table"
      case rows
      case columnsAndRows = "columns and rows"
      case jsonAPI = "JSON:API resources"

      func body(_ count: Int) -> Data {
        switch self {
        case .table, .rows: GetCommand.customers(count)
        case .columnsAndRows: GetCommand.rows(count)
        case .jsonAPI: GetCommand.resources(count)
        }
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
