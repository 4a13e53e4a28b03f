import Foundation
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct NetrcTests {
  @Test func readsEachMachineAndTheDefaultAsCurlDoes() throws {
    let netrc = try Netrc(
      parsing: """
        # a comment line
        machine API.example.com login ada password s3cret
        machine api.example.com login second password ignored
        machine other
          login "grace hopper"
          password "a \\"quoted\\" one"
        macdef init
        machine inside-the-macro login no password no

        default login anonymous password guest
        """)

    checkEqual(
      netrc.entry(forHost: "api.EXAMPLE.com"), Netrc.Entry(login: "ada", password: "s3cret"))
    checkEqual(
      netrc.entry(forHost: "other"),
      Netrc.Entry(login: "grace hopper", password: #"a "quoted" one"#))
    checkEqual(netrc.entry(forHost: "inside-the-macro")?.login, "anonymous")
    checkEqual(
      netrc.entry(forHost: "elsewhere"), Netrc.Entry(login: "anonymous", password: "guest"))
  }

  @Test func namesTheLineOfWhatIsWrong() {
    #expect(throws: Netrc.SyntaxError(line: 2, reason: "'password' has no value")) {
      try Netrc(parsing: "machine a login b\npassword")
    }
    #expect(throws: Netrc.SyntaxError(line: 1, reason: "'login' comes before any 'machine'")) {
      try Netrc(parsing: "login ada")
    }
    #expect(throws: Netrc.SyntaxError(line: 1, reason: "unknown word 'port'")) {
      try Netrc(parsing: "machine a port 80")
    }
    #expect(throws: Netrc.SyntaxError(line: 1, reason: "a quote does not end")) {
      try Netrc(parsing: #"machine a password "open"#)
    }
  }
}
