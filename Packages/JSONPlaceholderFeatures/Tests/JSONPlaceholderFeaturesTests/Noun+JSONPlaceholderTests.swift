import Features
import JSONPlaceholderFeatures
import TestSupport
import Testing

@Suite struct NounJSONPlaceholderTests {
  @Test func eachResourceCountsItsItemsInTheInterfacesWords() {
    checkEqual(Noun.post.counted(1), "1 post")
    checkEqual(Noun.user.counted(0), "0 users")
    checkEqual(Noun.album.counted(2), "2 albums")
    checkEqual(Noun.photo.counted(5000), "5000 photos")
    checkEqual(Noun.comment.counted(1), "1 comment")
  }

  @Test func aToDoIsHyphenatedUnlikeTheAPIsPath() {
    checkEqual(Noun.todo.counted(1), "1 to-do")
    checkEqual(Noun.todo.counted(2), "2 to-dos")
  }
}
