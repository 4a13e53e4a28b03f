// Writes the workspace's development manifest, ./Package.swift, from the manifests of the
// packages it builds: one graph in which every module is compiled once. SwiftPM wants a
// module's name once per graph, so the manifest does not depend on the packages; it declares
// their targets itself, by path into each package, with the same dependencies and settings.
// A dependency on a package's product becomes one on the product's targets.
//
// Usage: swift Scripts/WorkspaceManifest/main.swift ROOT
//   prints the manifest, unformatted; Scripts/workspace-manifest formats it and writes it.

import Foundation

struct Failure: Error, CustomStringConvertible {
  let description: String
}

/// The package folders whose targets the graph holds, relative to the root, in order. The
/// consumer package is left out on purpose: it builds alone on the packages' own manifests.
func packageFolders(root: URL) throws -> [String] {
  let fileManager = FileManager.default
  func children(_ folder: String) throws -> [String] {
    try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .sorted()
      .map { "\(folder)/\($0)" }
      .filter {
        fileManager.fileExists(atPath: root.appendingPathComponent("\($0)/Package.swift").path)
      }
  }
  return try children("Packages") + ["App"] + children("Examples") + ["Tests/EndToEnd"]
}

/// Starts `swift package dump-package` for a package, its output going to a file of its own.
func startDump(root: URL, folder: String, into output: URL) throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swift", "package", "dump-package", "--package-path", root.appendingPathComponent(folder).path,
  ]
  guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
    throw Failure(description: "cannot write \(output.path)")
  }
  process.standardOutput = try FileHandle(forWritingTo: output)
  try process.run()
  return process
}

/// The JSON form of a package's manifest, once its dump has ended.
func readDump(_ process: Process, folder: String, from output: URL) throws -> [String: Any] {
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw Failure(description: "cannot read \(folder)/Package.swift (see above)")
  }
  let data = try Data(contentsOf: output)
  guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw Failure(description: "\(folder): dump-package printed no object")
  }
  return json
}

/// A Swift string literal.
func literal(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

func literals(_ texts: [String]) -> String {
  "[" + texts.map(literal).joined(separator: ", ") + "]"
}

/// `.when(platforms: …, configuration: …)`, or nothing for no condition.
func condition(_ json: Any?, in place: String) throws -> String? {
  guard let json = json as? [String: Any] else { return nil }
  var parts: [String] = []
  if let names = json["platformNames"] as? [String], !names.isEmpty {
    let platforms = try names.map { name -> String in
      let known = [
        "linux": ".linux", "macos": ".macOS", "ios": ".iOS", "tvos": ".tvOS",
        "watchos": ".watchOS", "windows": ".windows", "android": ".android", "wasi": ".wasi",
        "openbsd": ".openbsd", "visionos": ".visionOS", "driverkit": ".driverKit",
      ]
      guard let platform = known[name] else {
        throw Failure(description: "\(place): unknown platform \(name)")
      }
      return platform
    }
    parts.append("platforms: [\(platforms.joined(separator: ", "))]")
  }
  if let configuration = json["config"] as? String {
    parts.append("configuration: .\(configuration)")
  }
  if let traits = json["traits"] as? [String], !traits.isEmpty {
    throw Failure(description: "\(place): trait conditions are not supported")
  }
  return parts.isEmpty ? nil : ".when(\(parts.joined(separator: ", ")))"
}

/// A target's settings, grouped by tool: `swiftSettings: [...]` and the like, after the Swift
/// settings given first.
func settings(_ json: [[String: Any]], first: [String], in place: String) throws -> [String] {
  var byTool: [String: [String]] = first.isEmpty ? [:] : ["swift": first]
  for setting in json {
    guard let tool = setting["tool"] as? String,
      let kind = setting["kind"] as? [String: Any], kind.count == 1,
      let (name, value) = kind.first.map({ ($0.key, $0.value) })
    else { throw Failure(description: "\(place): a setting of an unknown form") }
    let argument = (value as? [String: Any])?["_0"]
    let rendered: String
    switch (name, argument) {
    case ("unsafeFlags", let flags as [String]): rendered = ".unsafeFlags(\(literals(flags))"
    case ("enableUpcomingFeature", let feature as String),
      ("enableExperimentalFeature", let feature as String),
      ("define", let feature as String), ("headerSearchPath", let feature as String),
      ("linkedLibrary", let feature as String), ("linkedFramework", let feature as String):
      rendered = ".\(name)(\(literal(feature))"
    default:
      throw Failure(description: "\(place): the setting \(name) is not supported")
    }
    let when = try condition(setting["condition"], in: place)
    byTool[tool, default: []].append(rendered + (when.map { ", \($0)" } ?? "") + ")")
  }
  // In the order the target functions take them.
  let labels = [
    ("c", "cSettings"), ("cxx", "cxxSettings"), ("swift", "swiftSettings"),
    ("linker", "linkerSettings"),
  ]
  if let tool = byTool.keys.first(where: { tool in !labels.contains { $0.0 == tool } }) {
    throw Failure(description: "\(place): settings for the tool \(tool) are not supported")
  }
  return labels.compactMap { tool, label in
    byTool[tool].map { "\(label): [\($0.joined(separator: ", "))]" }
  }
}

struct Package {
  let folder: String
  let json: [String: Any]
  var identity: String { (folder as NSString).lastPathComponent.lowercased() }
  var targets: [[String: Any]] { json["targets"] as? [[String: Any]] ?? [] }
  var platforms: [[String: Any]] { json["platforms"] as? [[String: Any]] ?? [] }

  func productTargets(_ product: String) -> [String]? {
    let products = json["products"] as? [[String: Any]] ?? []
    return products.first { $0["name"] as? String == product }?["targets"] as? [String]
  }
}

func versionParts(_ version: String) -> [Int] {
  version.split(separator: ".").map { Int($0) ?? 0 }
}

/// Whether a folder holds Swift sources.
func isSwift(_ folder: URL) -> Bool {
  let files = FileManager.default.enumerator(atPath: folder.path)
  while let file = files?.nextObject() as? String {
    if file.hasSuffix(".swift") { return true }
  }
  return false
}

func manifest(root: URL, packages: [Package]) throws -> String {
  let byIdentity = Dictionary(
    packages.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
  var owner: [String: String] = [:]
  var platforms: [String: String] = [:]
  var modes: Set<String> = []
  var targetLines: [String] = []

  for package in packages {
    for mode in package.json["swiftLanguageVersions"] as? [String] ?? [] { modes.insert(mode) }
    for platform in package.platforms {
      guard let name = platform["platformName"] as? String,
        let version = platform["version"] as? String
      else { continue }
      if let known = platforms[name],
        versionParts(known).lexicographicallyPrecedes(versionParts(version)) == false
      {
        continue
      }
      platforms[name] = version
    }
    for target in package.targets {
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        throw Failure(description: "\(package.folder): a target without a name or type")
      }
      let place = "\(package.folder): target \(name)"
      if let other = owner[name] {
        throw Failure(description: "\(place): \(other) has a module of the same name")
      }
      owner[name] = package.folder

      let function: String
      let defaultFolder: String
      switch type {
      case "regular": (function, defaultFolder) = ("target", "Sources")
      case "executable": (function, defaultFolder) = ("executableTarget", "Sources")
      case "test": (function, defaultFolder) = ("testTarget", "Tests")
      default: throw Failure(description: "\(place): targets of type \(type) are not supported")
      }
      for unsupported in ["resources", "sources", "pluginUsages"] {
        if let list = target[unsupported] as? [Any], !list.isEmpty {
          throw Failure(description: "\(place): \(unsupported) are not supported")
        }
      }

      var dependencies: [String] = []
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        var names: [String] = []
        var when: Any? = nil
        if let byName = dependency["byName"] as? [Any], let dependencyName = byName.first as? String
        {
          names = [dependencyName]
          when = byName.count > 1 ? byName[1] : nil
        } else if let target = dependency["target"] as? [Any],
          let targetName = target.first as? String
        {
          names = [targetName]
          when = target.count > 1 ? target[1] : nil
        } else if let product = dependency["product"] as? [Any],
          let productName = product.first as? String,
          let packageName = product.count > 1 ? product[1] as? String : nil
        {
          guard let dependencyPackage = byIdentity[packageName.lowercased()] else {
            throw Failure(
              description: "\(place): the package \(packageName) is not in the workspace")
          }
          guard let productTargets = dependencyPackage.productTargets(productName) else {
            throw Failure(description: "\(place): \(packageName) has no product \(productName)")
          }
          names = productTargets
          when = product.count > 3 ? product[3] : nil
        } else {
          throw Failure(description: "\(place): a dependency of an unknown form")
        }
        let rendered = try condition(when, in: place)
        for dependencyName in names {
          let entry =
            rendered.map { ".target(name: \(literal(dependencyName)), condition: \($0))" }
            ?? ".target(name: \(literal(dependencyName)))"
          if !dependencies.contains(entry) { dependencies.append(entry) }
        }
      }

      let path = "\(package.folder)/\(target["path"] as? String ?? "\(defaultFolder)/\(name)")"
      var arguments = ["name: \(literal(name))"]
      if !dependencies.isEmpty {
        arguments.append(
          "dependencies: [\n        \(dependencies.joined(separator: ",\n        ")),\n      ]")
      }
      arguments.append("path: \(literal(path))")
      if let exclude = target["exclude"] as? [String], !exclude.isEmpty {
        arguments.append("exclude: \(literals(exclude))")
      }
      if let headers = target["publicHeadersPath"] as? String {
        arguments.append("publicHeadersPath: \(literal(headers))")
      }
      // One graph would give every target one package name, so `package` declarations would
      // be seen across packages and a conformance between two packages would no longer be
      // retroactive. Each Swift module keeps the name of the package it comes from instead:
      // SwiftPM passes none with `packageAccess: false`, and the flag passes the package's.
      // (The Makefile's WMO_FLAGS has every module's interface written by the job that
      // compiles it, the test modules' included.)
      var packageName: [String] = []
      if isSwift(root.appendingPathComponent(path)) {
        arguments.append("packageAccess: false")
        packageName = [".unsafeFlags([\"-package-name\", \(literal(package.identity))])"]
      }
      arguments += try settings(
        target["settings"] as? [[String: Any]] ?? [], first: packageName, in: place)
      targetLines.append(
        "    .\(function)(\n      " + arguments.joined(separator: ",\n      ") + "\n    ),")
    }
  }
  guard modes == ["6"] else {
    throw Failure(
      description: "every package must use the Swift 6 language mode alone, found \(modes.sorted())"
    )
  }
  let platformNames = ["macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS"]
  let platformLines = platforms.keys.sorted().compactMap { name -> String? in
    guard let function = platformNames[name], let version = platforms[name] else { return nil }
    return ".\(function)(\(literal(version)))"
  }

  return """
    // swift-tools-version: 6.0
    // Generated by Scripts/workspace-manifest from the packages' own manifests: do not edit.
    //
    // The workspace's development manifest: every target of the packages below, in one build
    // graph and declared by path into its package, so that `make test` compiles each module once.
    // The packages keep their own manifests, which other teams depend on; this one only builds
    // and tests the workspace. Tests/Consumer is left out on purpose: it builds alone, on the
    // packages' own manifests. `make lint` fails when this file is stale.
    //
    \(packages.map { "// - \($0.folder)" }.joined(separator: "\n"))
    import PackageDescription

    let package = Package(
      name: "Workspace",
      platforms: [\(platformLines.joined(separator: ", "))],
      targets: [
    \(targetLines.joined(separator: "\n"))
      ],
      swiftLanguageModes: [.v6]
    )

    """
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: main.swift ROOT\n".utf8))
  exit(64)
}
let root = URL(fileURLWithPath: CommandLine.arguments[1])

do {
  let folders = try packageFolders(root: root)
  // dump-package starts a compiler for each manifest: run them side by side.
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "workspace-manifest-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outputs = folders.indices.map { scratch.appendingPathComponent("\($0).json") }
  let processes = try zip(folders, outputs).map { try startDump(root: root, folder: $0, into: $1) }
  let packages = try folders.indices.map { index in
    Package(
      folder: folders[index],
      json: try readDump(processes[index], folder: folders[index], from: outputs[index]))
  }
  print(try manifest(root: root, packages: packages), terminator: "")
} catch {
  FileHandle.standardError.write(Data("workspace-manifest: \(error)\n".utf8))
  exit(1)
}
