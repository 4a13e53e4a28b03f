import ArgumentParsing
import Testing

@Suite struct DurationCommandLineTests {
  @Test(
    arguments: [
      ("0", Duration.zero), ("0ms", .zero), ("300ms", .milliseconds(300)), ("1s", .seconds(1)),
      ("1.5s", .milliseconds(1500)), ("0.25ms", .microseconds(250)), ("3600s", .seconds(3600)),
    ]
  )
  func parses(text: String, expected: Duration) {
    #expect(Duration(commandLineArgument: text) == expected)
  }

  @Test(arguments: [
    "", "ms", "s", "300", "-1s", "1h", "fast", "1e3ms", "1..5s", "3601s", " 1s", "inf s", "٣s",
  ])
  func rejects(text: String) {
    #expect(Duration(commandLineArgument: text) == nil)
  }
}

@Suite struct DurationTimeoutArgumentTests {
  @Test(
    arguments: [
      ("3", Duration.seconds(3)), ("1.5", .milliseconds(1500)), ("0.25", .milliseconds(250)),
      ("0", .zero), ("3600", .seconds(3600)), ("300ms", .milliseconds(300)), ("30s", .seconds(30)),
    ]
  )
  func parsesABareNumberAsSeconds(text: String, expected: Duration) {
    #expect(Duration(timeoutArgument: text) == expected)
  }

  @Test(arguments: [
    "", "-1", "-0.5", "nan", "inf", "1e3", "1..5", "3601", "99999999999999999999", " 3", "3 ",
    "+3", "٣", "3m",
  ])
  func rejects(text: String) {
    #expect(Duration(timeoutArgument: text) == nil)
  }
}

@Suite struct DurationAgeArgumentTests {
  @Test(
    arguments: [
      ("0", Duration.zero), ("90s", .seconds(90)), ("10m", .seconds(600)), ("1h", .seconds(3600)),
      ("1.5h", .seconds(5400)), ("2d", .seconds(172_800)), ("250ms", .milliseconds(250)),
      ("3650d", .seconds(3650 * 86_400)), ("90", .seconds(90)), ("1.5", .milliseconds(1500)),
      ("315360000", .seconds(3650 * 86_400)),
    ]
  )
  func parses(text: String, expected: Duration) {
    #expect(Duration(ageArgument: text) == expected)
  }

  @Test(arguments: [
    "", "h", "-1", "nan", "inf", "315360001", "-1h", "1w", "soon", "1e3s", "1..5h", "3651d", " 1h",
    "٣h",
  ])
  func rejects(text: String) {
    #expect(Duration(ageArgument: text) == nil)
  }
}
