import ArgumentParsing
import Testing

@Suite struct OptionSpecTests {
  @Test func describesFlagsAndValueOptions() {
    #expect(OptionSpec.flag("help", short: "h", summary: "").synopsis == "-h, --help")
    #expect(OptionSpec.flag("json", summary: "").synopsis == "--json")
    #expect(
      OptionSpec.value("base-url", valueName: "URL", summary: "").synopsis == "--base-url URL")
    #expect(!OptionSpec.flag("json", summary: "").takesValue)
    #expect(OptionSpec.value("page", valueName: "N", summary: "").takesValue)
    #expect(OptionSpec.flag("json", summary: "").allowedValues.isEmpty)
    #expect(
      OptionSpec.value("color", valueName: "WHEN", summary: "", allowedValues: ["auto", "never"])
        .allowedValues == ["auto", "never"])
    #expect(ArgumentSpec(name: "id", summary: "").allowedValues.isEmpty)
  }

  @Test func describesArgumentsAndCommands() {
    let id = ArgumentSpec(name: "id", summary: "")
    let topic = ArgumentSpec(name: "topic", summary: "", isOptional: true)

    #expect(id.synopsis == "<id>")
    #expect(topic.synopsis == "[<topic>]")
    #expect(CommandSpec(name: "post", summary: "", arguments: [id]).synopsis == "post <id>")
  }
}
