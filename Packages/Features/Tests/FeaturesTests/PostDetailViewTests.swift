import Foundation
import Models
import NetworkClient
import Testing

@testable import Features

@Suite struct PostDetailViewTests {
  let detail = PostDetail(
    post: Fixtures.post(
      1, title: "sunt aut facere repellat provident",
      body: "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum reprehenderit"),
    author: Fixtures.leanne,
    comments: [
      Fixtures.comment(
        1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz",
        body: "laudantium enim quasi\ntempora quo necessitatibus"),
      Fixtures.comment(2, name: "odio adipisci", email: "Lew@alysha.tv", body: "non et atque"),
    ]
  )

  func render(
    _ detail: Loadable<PostDetail>, postID: Post.ID = 1, width: Int, usesColor: Bool = false
  )
    -> String
  {
    PostDetailView(state: PostDetailFeature.State(postID: postID, detail: detail))
      .render(options: RenderOptions(width: width, usesColor: usesColor))
  }

  // MARK: exact text

  @Test(arguments: [80, 120])
  func aWideTerminalKeepsTheLinesAsTheyAre(width: Int) {
    #expect(
      render(.loaded(detail), width: width) == """
        sunt aut facere repellat provident
        by Leanne Graham <Sincere@april.biz>, Romaguera-Crona

        quia et suscipit
        suscipit recusandae consequuntur expedita et cum reprehenderit

        Comments (2)

        id labore ex et quam laborum
        Eliseo@gardner.biz
        laudantium enim quasi
        tempora quo necessitatibus

        odio adipisci
        Lew@alysha.tv
        non et atque
        """)
  }

  @Test func aNarrowTerminalWrapsAtWordBoundaries() {
    #expect(
      render(.loaded(detail), width: 40) == """
        sunt aut facere repellat provident
        by Leanne Graham <Sincere@april.biz>,
        Romaguera-Crona

        quia et suscipit
        suscipit recusandae consequuntur
        expedita et cum reprehenderit

        Comments (2)

        id labore ex et quam laborum
        Eliseo@gardner.biz
        laudantium enim quasi
        tempora quo necessitatibus

        odio adipisci
        Lew@alysha.tv
        non et atque
        """)
  }

  @Test func anUnknownAuthorAndNoCommentsSaySo() {
    let lonely = PostDetail(
      post: Fixtures.post(5, title: "Alone", body: "Nobody here."), author: nil, comments: [])

    #expect(
      render(.loaded(lonely), postID: 5, width: 80) == """
        Alone
        unknown author

        Nobody here.

        No comments.
        """)
  }

  @Test func blankLinesInTheBodyAreKept() {
    let spaced = PostDetail(
      post: Fixtures.post(5, title: "T", body: "one\n\nthree\r\nfour"), author: nil, comments: [])

    #expect(
      render(.loaded(spaced), postID: 5, width: 80) == """
        T
        unknown author

        one

        three
        four

        No comments.
        """)
  }

  @Test func loadingSaysWhichPost() {
    #expect(render(.loading, postID: 7, width: 80) == "Loading post 7…")
  }

  @Test func aFailureSaysWhichPostAndWhy() {
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "999"))

    #expect(
      render(.failed(failure), postID: 999, width: 80)
        == "Could not load post 999: post 999 not found")
    #expect(
      render(.failed(failure), postID: 999, width: 20) == """
        Could not load post
        999: post 999 not
        found
        """)
  }

  // MARK: width

  @Test(arguments: [1, 5, 12, 40, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    let wide = PostDetail(
      post: Fixtures.post(
        1, title: "東京の天気と日本語のタイトル 👩‍💻🇯🇵👍🏽",
        body: "cafe\u{301} supercalifragilisticexpialidocious-and-then-some-more-words\n\t"
          + String(repeating: "東京", count: 22)
      ),
      author: Fixtures.user(3, name: "Nicholas Runolfsdottir V", email: "Sherwood@rosamond.me"),
      comments: [
        Fixtures.comment(
          1, name: "한국어 제목 입니다", email: "x@example.com",
          body: String(repeating: "🇯🇵", count: 40))
      ]
    )

    for line in render(.loaded(wide), width: width).split(separator: "\n") {
      #expect(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  @Test func aWordLongerThanTheWidthIsSplitBetweenCharacters() {
    let long = PostDetail(
      post: Fixtures.post(1, title: "T", body: "ab 東京都庁舎 cd"), author: nil, comments: [])

    let lines = render(.loaded(long), width: 5).components(separatedBy: "\n")

    #expect(
      lines == [
        "T", "unkno", "wn", "autho", "r", "", "ab", "東京", "都庁", "舎 cd", "", "No", "comme", "nts.",
      ])
  }

  // MARK: colour and safety

  @Test func withoutColourThereAreNoEscapes() {
    for state: Loadable<PostDetail> in [
      .loaded(detail), .loading, .failed(LoadFailure(message: "x")),
    ] {
      #expect(!render(state, width: 80).utf8.contains(0x1B))
    }
  }

  @Test func withColourTitlesAndNamesAreBoldAndEmailsDim() {
    let short = PostDetail(
      post: Fixtures.post(1, title: "Title", body: "Body"),
      author: nil,
      comments: [Fixtures.comment(1, name: "Name", email: "e@x.io", body: "Text")]
    )

    #expect(
      render(.loaded(short), width: 80, usesColor: true) == """
        \u{1B}[1mTitle\u{1B}[0m
        \u{1B}[2munknown author\u{1B}[0m

        Body

        \u{1B}[1mComments (1)\u{1B}[0m

        \u{1B}[1mName\u{1B}[0m
        \u{1B}[2me@x.io\u{1B}[0m
        Text
        """)
  }

  @Test func controlSequencesFromTheServerAreInert() {
    let hostile = PostDetail(
      post: Fixtures.post(
        1, title: "\u{1b}]0;pwned\u{07}", body: "clear \u{1b}[2J\u{7f} done\u{85}next"),
      author: Fixtures.user(1, name: "\u{202E}evil", email: "\u{1b}[31m@x", company: "\u{9b}2J"),
      comments: [
        Fixtures.comment(1, name: "\u{1b}[1mbold", email: "\u{2066}a@b", body: "tab\there\u{0}")
      ]
    )

    let output = render(.loaded(hostile), width: 80)

    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(!output.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
    #expect(!output.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    #expect(
      output == """
        ^[]0;pwned^G
        by �evil <^[[31m@x>, �2J

        clear ^[[2J^? done
        next

        Comments (1)

        ^[[1mbold
        �a@b
        tab here^@
        """)
  }
}
