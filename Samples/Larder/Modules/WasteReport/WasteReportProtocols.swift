//
//  WasteReportProtocols.swift
//  Larder
//

import UIKit

protocol WasteReportViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WasteReportPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapExportReport()
}

protocol WasteReportInteractorInput: AnyObject {
    func load()
}

protocol WasteReportInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol WasteReportRouterProtocol: AnyObject {
    func exportReport(items: [Any])
}
