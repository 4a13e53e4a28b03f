import AppCommands
import Testing

@Suite struct ConsoleTests {
  @Test func alwaysAndNeverOverrideBothStreams() {
    let recorder = ConsoleRecorder()
    var console = recorder.console()
    console.outputUsesColor = true
    console.errorUsesColor = false

    let always = console.coloring(.always)
    let never = console.coloring(.never)
    let auto = console.coloring(.auto)

    #expect(always.outputUsesColor && always.errorUsesColor)
    #expect(!never.outputUsesColor && !never.errorUsesColor)
    #expect(auto.outputUsesColor && !auto.errorUsesColor)
  }

  @Test func reportsAnErrorAsOneLineNamingTheProgram() {
    let recorder = ConsoleRecorder()

    recorder.console().reportError("post 9 not found")

    #expect(recorder.error == "app: post 9 not found\n")
  }

  @Test func stylesTheProgramNameWhenStandardErrorIsColoured() {
    let recorder = ConsoleRecorder()

    recorder.console(usesColor: true).reportError("post 9 not found")

    #expect(recorder.error == "\u{1B}[31mapp:\u{1B}[0m post 9 not found\n")
  }
}
