import Foundation

/// What `make lint` requires of OWNERS: every package and every feature has an entry of its own
/// (a catch-all does not count), every path an entry names exists, no subject is named twice.
public enum OwnersCheck {
    /// One message per problem, empty when there is none.
    public static func problems(
        in file: OwnersFile, workspace: Workspace, features: [Feature], root: String
    ) -> [String] {
        var problems: [String] = []
        var named: Set<OwnersFile.Subject> = []
        for entry in file.entries {
            if !named.insert(entry.subject).inserted {
                problems.append("\(OwnersFile.path):\(entry.line): \(entry.subject) is named twice")
            }
            switch entry.subject {
            case .everything: break
            case .path(let path):
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
                if !exists || isFolder.boolValue != path.hasSuffix("/") {
                    let shape = path.hasSuffix("/") ? "folder" : "file"
                    problems.append("\(OwnersFile.path):\(entry.line): \(path) does not exist (as a \(shape))")
                }
            case .feature(let name):
                if !features.contains(Feature(name: name)) {
                    problems.append(
                        "\(OwnersFile.path):\(entry.line): feature:\(name) does not exist "
                            + "(no \(Feature.package)/Sources/\(name)Feature or \(name)FeatureInterface)")
                }
            }
        }
        for package in workspace.packages where !named.contains(.path(package.relativePath + "/")) {
            problems.append(
                "package \(package.name) (\(package.relativePath)/) has no owner: "
                    + "add `\(package.relativePath)/ @org/team` to \(OwnersFile.path)")
        }
        for feature in features where !named.contains(.feature(feature.name)) {
            problems.append(
                "feature \(feature.name) has no owner: add `feature:\(feature.name) @org/team` to \(OwnersFile.path)")
        }
        return problems
    }
}
