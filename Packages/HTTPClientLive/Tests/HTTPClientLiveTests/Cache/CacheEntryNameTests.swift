import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct CacheEntryNameTests {
  @Test func aKeysNameIsItsHashInHexadecimalAndReadsBack() {
    let name = CacheEntryName(key: "GET http://127.0.0.1:3000/posts")

    checkEqual(name.fileName, FNV1a.hexDigest(of: "GET http://127.0.0.1:3000/posts") + ".entry")
    checkEqual(CacheEntryName(utf8: name.fileName.utf8), name)
  }

  @Test(arguments: [
    "stray.entry", "0123456789ABCDEF.entry", "0123456789abcdef.entr", "0123456789abcdef.entryx",
    "0123456789abcdeg.entry", ".0123456789abcdef.entry", "",
  ])
  func anyOtherNameIsNotAnEntrys(text: String) {
    checkEqual(CacheEntryName(utf8: text.utf8), nil)
  }
}
