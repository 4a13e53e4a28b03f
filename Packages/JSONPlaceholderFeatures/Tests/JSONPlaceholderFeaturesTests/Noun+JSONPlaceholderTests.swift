import Features
import JSONPlaceholderFeatures
import Testing

@Suite struct NounJSONPlaceholderTests {
  @Test func eachResourceCountsItsItemsInTheInterfacesWords() {
    #expect(Noun.post.counted(1) == "1 post")
    #expect(Noun.user.counted(0) == "0 users")
    #expect(Noun.album.counted(2) == "2 albums")
    #expect(Noun.photo.counted(5000) == "5000 photos")
    #expect(Noun.comment.counted(1) == "1 comment")
  }

  @Test func aToDoIsHyphenatedUnlikeTheAPIsPath() {
    #expect(Noun.todo.counted(1) == "1 to-do")
    #expect(Noun.todo.counted(2) == "2 to-dos")
  }
}
