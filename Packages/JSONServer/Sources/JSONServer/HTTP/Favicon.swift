import Foundation

/// The home page's `/favicon.ico`: a pair of braces on a dark rounded square, 16 by 16 pixels,
/// drawn from ``picture`` into a Windows icon file of one 32-bit image.
enum Favicon {
  static let bytes: Data = {
    let size = picture.count
    let pixelBytes = size * size * 4
    let maskRowBytes = (size + 31) / 32 * 4
    let imageBytes = 40 + pixelBytes + maskRowBytes * size
    var data = Data()
    // The icon directory: reserved, type 1 (icon), one image.
    data.appendLittleEndian(UInt16(0))
    data.appendLittleEndian(UInt16(1))
    data.appendLittleEndian(UInt16(1))
    // Its entry: width, height, no palette, reserved, 1 plane, 32 bits, size and offset.
    data.append(contentsOf: [UInt8(size), UInt8(size), 0, 0])
    data.appendLittleEndian(UInt16(1))
    data.appendLittleEndian(UInt16(32))
    data.appendLittleEndian(UInt32(imageBytes))
    data.appendLittleEndian(UInt32(6 + 16))
    // The bitmap's header; its height counts the image and its mask.
    data.appendLittleEndian(UInt32(40))
    data.appendLittleEndian(Int32(size))
    data.appendLittleEndian(Int32(size * 2))
    data.appendLittleEndian(UInt16(1))
    data.appendLittleEndian(UInt16(32))
    for _ in 0..<6 { data.appendLittleEndian(UInt32(0)) }
    // The pixels, bottom row first, as blue, green, red and alpha.
    for row in picture.reversed() {
      for pixel in row {
        switch pixel {
        case "#": data.append(contentsOf: [0x52, 0x42, 0x3B, 0xFF])
        case "o": data.append(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF])
        default: data.append(contentsOf: [0, 0, 0, 0])
        }
      }
    }
    // The mask, bottom row first: a set bit for each transparent pixel.
    for row in picture.reversed() {
      var bits = [UInt8](repeating: 0, count: maskRowBytes)
      for (column, pixel) in row.enumerated() where pixel == "." {
        bits[column / 8] |= 0x80 >> UInt8(column % 8)
      }
      data.append(contentsOf: bits)
    }
    return data
  }()

  /// The picture, top row first: `#` the square, `o` the braces, `.` transparent.
  static let picture: [[Character]] = [
    "..############..",
    ".##############.",
    "####oo####oo####",
    "###o########o###",
    "###o########o###",
    "###o########o###",
    "###o########o###",
    "##o##########o##",
    "##o##########o##",
    "###o########o###",
    "###o########o###",
    "###o########o###",
    "###o########o###",
    "####oo####oo####",
    ".##############.",
    "..############..",
  ].map(Array.init)
}

extension Data {
  fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
