/// A class whose instances each always encode to the same text wherever they appear, such as an
/// immutable author that many posts refer to: ``FastJSONEncoder`` encodes an instance once per
/// text and depth of nesting, and copies that text wherever the instance appears again.
///
/// The promise is the conformer's: its `encode(to:)` depends on the instance alone (not on the
/// coding path or the user info), and the instance does not change while it is encoded.
/// `JSONEncoder` encodes each appearance anew, to the same text.
///
/// ```swift
/// final class Author: SharedEncodable {
///   let name: String
///
///   init(name: String) {
///     self.name = name
///   }
/// }
///
/// struct Post: Encodable {
///   var title: String
///   var author: Author
/// }
///
/// let author = Author(name: "Ada")
/// let posts = (1...100).map { Post(title: "Post \($0)", author: author) }
/// let text = try FastJSONEncoder().encode(posts)
/// // The author is encoded once, and copied 99 times.
/// ```
public protocol SharedEncodable: AnyObject, Encodable {}
