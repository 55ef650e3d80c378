/**
 * The parts of Apache ECharts the dashboards use (decisions: Charts): bar, line and pie charts,
 * grid, tooltip, legend and data zoom, drawn on canvas. Imported only through `import()` by
 * the chart component, so it lands in a chunk that only dashboard screens load.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export { echarts }
