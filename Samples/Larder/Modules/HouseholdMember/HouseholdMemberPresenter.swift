//
//  HouseholdMemberPresenter.swift
//  Larder
//

import Foundation

final class HouseholdMemberPresenter {

    private weak var view: HouseholdMemberViewProtocol?
    private let interactor: HouseholdMemberInteractorInput
    private let router: HouseholdMemberRouterProtocol
    private let memberID: String
    private var sections: [[ListItem]] = []

    init(view: HouseholdMemberViewProtocol, interactor: HouseholdMemberInteractorInput, router: HouseholdMemberRouterProtocol, memberID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.memberID = memberID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension HouseholdMemberPresenter: HouseholdMemberPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmRemove() {
        router.confirmRemove { [weak self] in
            self?.interactor.removeMember()
        }
    }
}

extension HouseholdMemberPresenter: HouseholdMemberInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didRemoveMember() {
        interactor.load()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
