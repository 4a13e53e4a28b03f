import Foundation
import TestSupport
import Testing

extension Growth {
  /// `app get --all` against loopback APIs that are not json-server's: every page asked for as
  /// the answer before pages (Stripe's `has_more` after the last record, HAL's
  /// `_links.next.href`, a `next_cursor` sent back as `cursor`), each page's list found in its
  /// envelope, every record written.
  @Suite struct GetAllPages {
    /// How many records each page holds, whatever the request asks.
    static let pageSize = 50

    /// The page of `count` records that `query` asks for in `shape`: after the record its
    /// `starting_after=cus_N` names, page `page=P` from 0, or after the cursor `cursor=N`.
    static func page(_ query: Substring, of count: Int, shape: String) -> Data {
      let items = query.split(separator: "&")
      func value(_ name: String) -> Int? {
        items.first { $0.hasPrefix("\(name)=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
      }
      let hal = shape.hasPrefix("HAL")
      let cursor = shape.hasPrefix("a next_cursor")
      let start =
        hal
        ? (value("page") ?? 0) * pageSize
        : cursor
          ? value("cursor") ?? 0
          : items.first { $0.hasPrefix("starting_after=cus_") }
            .flatMap { Int($0.dropFirst("starting_after=cus_".count)) } ?? 0
      let end = min(start + pageSize, count)
      var records = ""
      records.reserveCapacity(pageSize * 120)
      for id in (start + 1)..<(max(end, start) + 1) {
        if id > start + 1 { records += "," }
        records += #"{"id":"cus_\#(id)","name":"Customer \#(id)","email":"c\#(id)@mail.example"}"#
      }
      let more = end < count
      if cursor {
        let next = more ? #""\#(end)""# : "null"
        return Data(#"{"customers":[\#(records)],"meta":{"next_cursor":\#(next)}}"#.utf8)
      }
      guard hal else {
        return Data(#"{"object":"list","has_more":\#(more),"data":[\#(records)]}"#.utf8)
      }
      let page = start / pageSize
      let next = more ? #","next":{"href":"/\#(count)/customers?page=\#(page + 1)"}"# : ""
      return Data(
        #"""
        {"_embedded":{"customers":[\#(records)]},"_links":{"self":{"href":"/customers"}\#(next)},\#
        "page":{"size":\#(pageSize),"totalElements":\#(count),"number":\#(page)}}
        """#.utf8)
    }

    @Test(arguments: ["Stripe's has_more", "HAL's next links", "a next_cursor"])
    func everyPageIsReadInLinearTime(shape: String) async throws {
      let server = try HostileServer { request, _ in
        let parts = request.path.split(separator: "/", maxSplits: 1)
        guard let first = parts.first, let count = Int(first) else { return [.response(404)] }
        let query = request.path.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
        return LoopbackLists.answer(Self.page(query, of: count, shape: shape))
      }
      defer { server.stop() }

      let measurement = try await GrowthCheck(
        name: "app get --all over \(shape)", bound: 32, size: 200, prepare: { _ in }
      ) { count in
        let base = server.baseURL.appendingPathComponent("\(count)").absoluteString
        let written = try await InProcessProgram.written(
          ["get", "/customers", "--all", "--base-url", base], outputIsTerminal: false)
        try #require(written > count * 20, "every record of every page is written")
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
