import Dependencies
import Foundation
import Testing

@Suite struct UUIDGeneratorTests {
  @Test("an incrementing generator counts up from 1, each generator on its own")
  func incrementing() {
    let generate = UUIDGenerator.incrementing()
    let other = UUIDGenerator.incrementing()

    #expect(generate().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(generate().uuidString == "00000000-0000-0000-0000-000000000002")
    #expect(other().uuidString == "00000000-0000-0000-0000-000000000001")
  }

  @Test("tests get an incrementing generator, the program random ones")
  func contexts() {
    let test = DependencyValues(context: .test).uuid
    let live = DependencyValues(context: .live).uuid

    #expect(test().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(live() != live())
  }

  @Test("a generator given with withDependencies is the one read")
  func overridden() {
    let fixed = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    let read = withDependencies {
      $0.uuid = UUIDGenerator { fixed }
    } operation: {
      DependencyValues.current.uuid()
    }

    #expect(read == fixed)
  }
}
