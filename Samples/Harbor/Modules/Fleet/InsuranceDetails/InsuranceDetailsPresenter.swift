//
//  InsuranceDetailsPresenter.swift
//  Harbor
//

import UIKit

final class InsuranceDetailsPresenter {

    private weak var view: InsuranceDetailsViewProtocol?
    private let interactor: InsuranceDetailsInteractorInput
    private let router: InsuranceDetailsRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: InsuranceDetailsViewProtocol, interactor: InsuranceDetailsInteractorInput, router: InsuranceDetailsRouterProtocol, boatID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.boatID = boatID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension InsuranceDetailsPresenter: InsuranceDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapUploadPolicy() {
        router.uploadPolicy()
    }

    func didTapEmailInsurer() {
        router.emailInsurer(subject: "Harbor: Insurance", body: "\(boatID)")
    }

    func didTapPolicyPortal() {
        router.openPolicyPortal(url: URL(string: "https://insurer.example.com/policies")!)
    }

    func didPick(documents: [URL]) {
        let items = documents.map { ListItem(id: $0.absoluteString, title: $0.lastPathComponent) }
        sections.append(items)
        view?.display(sections: sections)
    }
}

extension InsuranceDetailsPresenter: InsuranceDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
