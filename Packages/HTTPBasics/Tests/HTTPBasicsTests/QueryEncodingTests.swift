import Foundation
import HTTPBasics
import TestSupport
import Testing

@Suite("QueryEncoding")
struct QueryEncodingTests {
  @Test(
    "only unreserved characters stay as they are by default",
    arguments: [
      ("abcXYZ019-._~", "abcXYZ019-._~"),
      ("a b", "a%20b"),
      ("a&b=c", "a%26b%3Dc"),
      ("a+b", "a%2Bb"),
      ("#?/,", "%23%3F%2F%2C"),
      ("100%", "100%25"),
      ("é", "%C3%A9"),
      ("🍜", "%F0%9F%8D%9C"),
      ("\u{0}\u{7F}", "%00%7F"),
      ("", ""),
    ])
  func encodesUnreserved(text: String, expected: String) {
    checkEqual(QueryEncoding.encode(text), expected)
  }

  @Test(
    "a query component keeps what a query may hold but &, = and +",
    arguments: [
      ("-._~,:/@!$'()*;?", "-._~,:/@!$'()*;?"),
      ("a&b=c+d", "a%26b%3Dc%2Bd"),
      ("a b#c", "a%20b%23c"),
      ("[x]", "%5Bx%5D"),
      ("é", "%C3%A9"),
    ])
  func encodesQueryComponent(text: String, expected: String) {
    checkEqual(QueryEncoding.encode(text, keeping: .queryComponent), expected)
  }

  @Test("a set keeps only its ASCII characters")
  func keptCharacters() {
    let kept = QueryEncoding.KeptCharacters("a?é")

    check(kept.contains(UInt8(ascii: "a")))
    check(kept.contains(UInt8(ascii: "?")))
    check(!kept.contains(UInt8(ascii: "b")))
    check(!kept.contains(0xC3))
    check(!kept.contains(0xFF))
    checkEqual(QueryEncoding.encode("a?bé", keeping: kept), "a?%62%C3%A9")
  }

  @Test("items are joined with &, each name and value encoded; a nil value gives the name alone")
  func query() {
    let items = [
      URLQueryItem(name: "q", value: "fish & chips"), URLQueryItem(name: "flag", value: nil),
      URLQueryItem(name: "a=b", value: ""),
    ]

    checkEqual(QueryEncoding.query(items), "q=fish%20%26%20chips&flag&a%3Db=")
    checkEqual(QueryEncoding.query([]), "")
  }

  @Test(
    "decoding reads + as a space and percent-escapes as bytes",
    arguments: [
      ("fish+%26+chips", "fish & chips"),
      ("a%2Bb", "a+b"),
      ("%c3%A9", "é"),
      ("%F0%9F%8D%9C", "🍜"),
      ("plain", "plain"),
      ("", ""),
      ("%00", "\u{0}"),
    ])
  func decodes(text: String, expected: String) {
    checkEqual(QueryEncoding.decode(text), expected)
  }

  @Test(
    "a broken escape or bytes that are not UTF-8 give nil",
    arguments: ["%", "%4", "%zz", "a%4g", "%C3", "%FF", "%C3%28", "100%"])
  func rejectsBrokenEscapes(text: String) {
    checkEqual(QueryEncoding.decode(text), nil)
  }

  @Test("any text round-trips through encoding and decoding, with either set")
  func roundTrips() {
    let texts = ["fish & chips", "a+b=c", "100% sure", "é🍜 ü", "#frag?x=/y", "\u{0}\t\r\n", ""]
    for text in texts {
      checkEqual(QueryEncoding.decode(QueryEncoding.encode(text)), text)
      checkEqual(QueryEncoding.decode(QueryEncoding.encode(text, keeping: .queryComponent)), text)
    }
  }

  @Test("a query is read pair by pair, in order, empty pairs skipped")
  func items() {
    let items = QueryEncoding.items(in: "q=fish+%26+chips&&flag&a%3Db=&x=1=2&bad=%zz+1")

    checkEqual(
      items,
      [
        URLQueryItem(name: "q", value: "fish & chips"), URLQueryItem(name: "flag", value: nil),
        URLQueryItem(name: "a=b", value: ""), URLQueryItem(name: "x", value: "1=2"),
        URLQueryItem(name: "bad", value: "%zz 1"),
      ])
    check(QueryEncoding.items(in: "").isEmpty)
    checkEqual(QueryEncoding.items(in: "=v"), [URLQueryItem(name: "", value: "v")])
  }

  @Test(
    "a name or value that does not decode is taken as sent, + read as a space",
    arguments: [
      ("a=%", "a", "%"), ("a=%4", "a", "%4"), ("a=%E9+x", "a", "%E9 x"),
      ("%C3%28=1", "%C3%28", "1"), ("a+b%zz=100%", "a b%zz", "100%"),
    ])
  func readsBrokenEscapesLeniently(query: String, name: String, value: String) {
    checkEqual(QueryEncoding.items(in: query), [URLQueryItem(name: name, value: value)])
  }

  @Test("names and values may be any text, sent as it is or encoded")
  func itemsOfUnicodeText() {
    let items = QueryEncoding.items(in: "é=🍜&%E5%90%8D=%E5%80%A4+x&x=a\u{0}b&=&flag=")

    checkEqual(
      items,
      [
        URLQueryItem(name: "é", value: "🍜"), URLQueryItem(name: "名", value: "値 x"),
        URLQueryItem(name: "x", value: "a\u{0}b"), URLQueryItem(name: "", value: ""),
        URLQueryItem(name: "flag", value: ""),
      ])
  }

  @Test("a query splits at the & and = bytes, as a form's reader splits them, whatever follows")
  func splitsAtBytes() {
    // U+0301 joins the character before it, but not the query's separators.
    checkEqual(
      QueryEncoding.items(in: "a=1&\u{301}b=\u{301}2"),
      [URLQueryItem(name: "a", value: "1"), URLQueryItem(name: "\u{301}b", value: "\u{301}2")])
  }

  @Test("a part of a text reads as the same text on its own would")
  func itemsOfASubstring() {
    let text = "?q=fish+%26+chips&&é=%zz#"
    let query = text.dropFirst().dropLast()

    checkEqual(QueryEncoding.items(in: query), QueryEncoding.items(in: String(query)))
    checkEqual(QueryEncoding.items(in: query).count, 2)
    checkEqual(QueryEncoding.decode(query.prefix(16)), "q=fish & chips")
  }

  @Test("a query of items reads back as the same items")
  func queryRoundTrips() {
    let items = [
      URLQueryItem(name: "title_like", value: "^a.*b$"), URLQueryItem(name: "q", value: "x & y"),
      URLQueryItem(name: "flag", value: nil), URLQueryItem(name: "é", value: "🍜"),
    ]

    checkEqual(QueryEncoding.items(in: QueryEncoding.query(items)), items)
    checkEqual(QueryEncoding.items(in: QueryEncoding.query(items, keeping: .queryComponent)), items)
  }
}
