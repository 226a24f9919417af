//
//  SearchEntities.swift
//  GitHubSearch
//

import Foundation

struct SearchEntryEntity {
    let initialQuery: String?
}

enum SearchScope: Int {
    case repositories, users
}

final class SearchEntities {
    let entryEntity: SearchEntryEntity
    var scope: SearchScope = .repositories
    var repositories: [Repository] = []
    var users: [User] = []

    init(entryEntity: SearchEntryEntity) {
        self.entryEntity = entryEntity
    }
}
