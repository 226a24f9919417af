//
//  TripLogPresenter.swift
//  Harbor
//

import UIKit

final class TripLogPresenter {

    private weak var view: TripLogViewProtocol?
    private let interactor: TripLogInteractorInput
    private let router: TripLogRouterProtocol
    private let tripID: String
    private var sections: [[ListItem]] = []

    init(view: TripLogViewProtocol, interactor: TripLogInteractorInput, router: TripLogRouterProtocol, tripID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.tripID = tripID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TripLogPresenter: TripLogPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPickPhotos() {
        router.pickPhotos()
    }

    func didTapExportLog() {
        let link = URL(string: "https://harbor.example.com/log/\(tripID)")!
        router.exportLog(items: [link])
    }

    func didSelectPhoto(at index: Int) {
        guard let item = item(in: 0, at: index), let url = item.imageURL else { return }
        router.openPhoto(imageURL: url)
    }

    func didPick(images: [UIImage]) {
        guard !images.isEmpty else { return }
        sections.append(images.indices.map { ListItem(id: "photo-\($0)", title: "New photo") })
        view?.display(sections: sections)
    }
}

extension TripLogPresenter: TripLogInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
