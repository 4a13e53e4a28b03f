import ArgumentParsing
import Testing

@Suite struct IntByteCountTests {
  @Test(
    arguments: [
      ("1", 1) as (String, Int), ("500", 500), ("500B", 500), ("500k", 512_000), ("500K", 512_000),
      ("2KiB", 2048), ("16M", 16 << 20), ("16MiB", 16 << 20), ("16mib", 16 << 20),
      ("1G", 1 << 30), ("1GiB", 1 << 30),
    ]
  )
  func parses(text: String, expected: Int) {
    #expect(Int(byteCountArgument: text) == expected)
  }

  @Test(arguments: [
    "", "0", "0k", "k", "-1", "+1", "1.5M", "16 M", "16MB", "16T", "1e6", "٣k",
    "99999999999999999999", "9999999999999G", "9223372036854775807k",
  ])
  func rejects(text: String) {
    #expect(Int(byteCountArgument: text) == nil)
  }
}
