// The floor of the benchmark's warm cases: a program that loads Foundation, touches it, and ends.
import Foundation

print(ProcessInfo.processInfo.arguments.isEmpty ? Date() : "", terminator: "")
