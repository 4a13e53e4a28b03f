import TestSupport

#if os(Linux)
  import Foundation
  import Testing

  /// The app exports `curl_multi_setopt`, `curl_easy_setopt`, `curl_easy_cleanup` and
  /// `curl_url_get`, so that its socket narrowing, its body limit and its IPv6 host check
  /// interpose the calls libFoundationNetworking makes to libcurl.
  @Suite struct DynamicSymbolTests {
    @Test(arguments: [
      "curl_multi_setopt", "curl_easy_setopt", "curl_easy_cleanup", "curl_url_get",
    ])
    func appExportsTheCurlFunctionItInterposes(name: String) throws {
      let binary = AppProcess.binary
      try #require(
        FileManager.default.isExecutableFile(atPath: binary.path),
        "no app binary at \(binary.path): run 'make test', or set APP_BINARY")
      let symbols = try #require(
        try DynamicSymbols(contentsOf: binary), "not a 64-bit little-endian ELF file")
      let symbol = try #require(symbols.all.first { $0.name == name })
      check(symbol.isDefined)
      check(symbol.isGlobalFunction)
    }

    @Test func theReaderFindsWhatTheBinaryImports() throws {
      // Guards the reader itself: every Swift program imports swift_retain from the runtime.
      let symbols = try #require(try DynamicSymbols(contentsOf: AppProcess.binary))
      let retain = try #require(symbols.all.first { $0.name == "swift_retain" })
      check(!retain.isDefined)
    }
  }

  /// The symbols of an ELF64 little-endian file's dynamic symbol table (`.dynsym`).
  struct DynamicSymbols {
    struct Symbol {
      var name: String
      /// `st_info`: the binding in the high nibble, the type in the low one.
      var info: UInt8
      /// `st_shndx`: 0 (`SHN_UNDEF`) for a symbol the file imports.
      var section: UInt16

      var isDefined: Bool { section != 0 }
      /// `STB_GLOBAL` and `STT_FUNC`.
      var isGlobalFunction: Bool { info >> 4 == 1 && info & 0xf == 2 }
    }

    var all: [Symbol] = []

    /// Reads the table of the file at `url`, or `nil` when it is not an ELF64 little-endian file.
    init?(contentsOf url: URL) throws {
      self.init(elf: try Data(contentsOf: url, options: .alwaysMapped))
    }

    /// Reads the table, or `nil` when `elf` is not an ELF64 little-endian file or is malformed.
    init?(elf: Data) {
      let bytes = elf.startIndex == 0 ? elf : Data(elf)
      /// Whether `size` bytes at `offset` lie within the file.
      func within(_ offset: Int, _ size: Int) -> Bool {
        offset >= 0 && size >= 0 && offset <= bytes.count && size <= bytes.count - offset
      }
      guard bytes.starts(with: [0x7f, 0x45, 0x4c, 0x46, 2, 1]),  // "\x7fELF", 64-bit, little-endian
        let sectionsOffset = Self.integer(bytes, at: 0x28, size: 8),
        let sectionSize = Self.integer(bytes, at: 0x3a, size: 2),
        let sectionCount = Self.integer(bytes, at: 0x3c, size: 2),
        sectionSize >= 0x30, sectionCount > 0,
        within(sectionsOffset, sectionSize * sectionCount)
      else { return nil }
      func section(_ index: Int, field offset: Int, size: Int) -> Int? {
        guard index < sectionCount else { return nil }
        return Self.integer(bytes, at: sectionsOffset + index * sectionSize + offset, size: size)
      }
      let dynamicSymbolTable = 11  // SHT_DYNSYM
      guard
        let table = (0..<sectionCount).first(where: {
          section($0, field: 4, size: 4) == dynamicSymbolTable
        }),
        let tableOffset = section(table, field: 0x18, size: 8),
        let tableSize = section(table, field: 0x20, size: 8),
        let stringsIndex = section(table, field: 0x28, size: 4),
        let stringsOffset = section(stringsIndex, field: 0x18, size: 8),
        let stringsSize = section(stringsIndex, field: 0x20, size: 8),
        within(tableOffset, tableSize), within(stringsOffset, stringsSize)
      else { return nil }
      let entrySize = 24
      for entry in stride(from: tableOffset, to: tableOffset + tableSize, by: entrySize) {
        guard let nameOffset = Self.integer(bytes, at: entry, size: 4),
          let info = Self.integer(bytes, at: entry + 4, size: 1),
          let sectionIndex = Self.integer(bytes, at: entry + 6, size: 2),
          nameOffset < stringsSize,
          let name = Self.string(bytes, at: stringsOffset + nameOffset)
        else { return nil }
        all.append(Symbol(name: name, info: UInt8(info), section: UInt16(sectionIndex)))
      }
    }

    /// The little-endian unsigned integer of `size` bytes at `offset`, if it is within `bytes`
    /// and fits in an `Int`.
    private static func integer(_ bytes: Data, at offset: Int, size: Int) -> Int? {
      guard offset >= 0, offset <= bytes.count - size else { return nil }
      var value: UInt64 = 0
      for index in (offset..<offset + size).reversed() {
        value = value << 8 | UInt64(bytes[index])
      }
      return Int(exactly: value)
    }

    /// The NUL-terminated string at `offset`.
    private static func string(_ bytes: Data, at offset: Int) -> String? {
      guard offset >= 0, offset < bytes.count,
        let end = bytes[offset...].firstIndex(of: 0)
      else { return nil }
      return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
  }
#endif
